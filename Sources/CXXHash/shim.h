// Exposes libxxhash's XXH3 (the 128-bit hash and its streaming state) to Swift.
#include <xxhash.h>
