# A11yPlan: every target does its own set-up on a fresh Debian machine with the Swift toolchain.
#   make site   build the docs site from the bundled catalog into site/
#   make test   build, run every test and lint the sources
SWIFT ?= swift
SITE ?= site
# Root installs directly; anyone else goes through sudo.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT := DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get

.PHONY: all site test build lint format deps clean

all: build

## deps: install libcmark (and pkg-config) only when missing; apt-get update runs once, first.
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libcmark; then \
		echo "make: installing libcmark-dev and pkg-config"; \
		$(APT) update -qq && $(APT) install -y -qq --no-install-recommends libcmark-dev pkg-config; \
	fi

build: deps
	$(SWIFT) build

site: build
	$(SWIFT) run a11yplan build --output $(SITE)

test: deps
	$(SWIFT) build
	$(SWIFT) test
	$(MAKE) lint

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Content Tests

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Content Tests

clean:
	rm -rf .build
