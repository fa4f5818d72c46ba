// Exposes libcmark (and free() for the buffers it returns) to Swift.
#include <stdlib.h>
#include <cmark.h>
