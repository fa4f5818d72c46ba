# A11yPlan: every target does its own set-up on a fresh Debian machine with the Swift toolchain.
#   make site   build the docs site from the bundled catalog into site/
#   make test   build, run every test and lint the sources
SWIFT ?= swift
SITE ?= site
# The locales built beside English: all the catalog's (German and Spanish for the bundled one), a
# comma-separated list, or empty for English alone.
LOCALES ?= all
# Root installs directly; anyone else goes through sudo.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT := DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get

VENV := .venv-test
PYTHON_READY := $(VENV)/.ready

.PHONY: all site test build lint format deps browser-deps python-deps browser-test dsl-budget bench bench-deps bench-preview bench-templates compare-output clean

all: build

## deps: install libcmark, libxxhash (XXH3, the incremental build's keys) and pkg-config only when
## missing; apt-get update runs once, first.
deps:
	@missing=""; \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	{ command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libcmark; } || missing="$$missing libcmark-dev"; \
	{ command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libxxhash; } || missing="$$missing libxxhash-dev"; \
	if [ -n "$$missing" ]; then \
		echo "make: installing$$missing"; \
		$(APT) update -qq && $(APT) install -y -qq --no-install-recommends $$missing; \
	fi

## browser-deps: Chromium, its driver, a Java runtime (for the Nu checker) and strace (the interrupted
## builds' kills), only when missing.
browser-deps:
	@missing=""; \
	command -v chromium >/dev/null 2>&1 || missing="$$missing chromium"; \
	command -v chromedriver >/dev/null 2>&1 || missing="$$missing chromium-driver"; \
	command -v java >/dev/null 2>&1 || missing="$$missing default-jre-headless"; \
	command -v strace >/dev/null 2>&1 || missing="$$missing strace"; \
	if [ -n "$$missing" ]; then \
		echo "make: installing$$missing"; \
		$(APT) update -qq && $(APT) install -y -qq --no-install-recommends $$missing; \
	fi

## python-deps: a virtual environment with the pinned test consumers (selenium, vnu, axe-core).
python-deps: $(PYTHON_READY)

$(PYTHON_READY): Tests/python/requirements.txt
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install -q --disable-pip-version-check -r Tests/python/requirements.txt
	$(VENV)/bin/pip install -q --disable-pip-version-check --no-deps axe-playwright-python==0.1.8
	touch $@

build: deps
	$(SWIFT) build

site: build
	$(SWIFT) run a11yplan build --output $(SITE) $(if $(LOCALES),--locales $(LOCALES))

test: deps browser-deps python-deps
	$(SWIFT) build
	$(SWIFT) test
	$(MAKE) lint
	$(MAKE) dsl-budget
	$(MAKE) browser-test

## browser-test: build a fresh site and check it in headless Chromium (axe-core) and the Nu checker,
## with the robustness and interrupted-build tests, on two pytest-xdist workers; the search's size test
## builds the benchmark's 2,000-component site with a11yplan-bench.
TEST_SITE := .build/test-site
browser-test: build browser-deps python-deps
	$(SWIFT) run a11yplan build --output $(TEST_SITE) --locales all --quiet
	A11YPLAN_SITE=$(TEST_SITE) A11YPLAN_BIN=$$($(SWIFT) build --show-bin-path)/a11yplan \
		A11YPLAN_FIXTURES_BIN=$$($(SWIFT) build --show-bin-path)/a11yplan-fixtures \
		A11YPLAN_BENCH_BIN=$$($(SWIFT) build --show-bin-path)/a11yplan-bench \
		$(VENV)/bin/python -m pytest -q -p no:cacheprovider -n 2 --dist worksteal --durations=15 Tests/python

## bench-deps: Hugo and cmark, the tools the benchmark compares with, only when missing.
bench-deps:
	@missing=""; \
	command -v hugo >/dev/null 2>&1 || missing="$$missing hugo"; \
	command -v cmark >/dev/null 2>&1 || missing="$$missing cmark"; \
	if [ -n "$$missing" ]; then \
		echo "make: installing$$missing"; \
		$(APT) update -qq && $(APT) install -y -qq --no-install-recommends $$missing; \
	fi

## bench: synthetic sites through the public API (release build) against Hugo and cmark on the same
## pages, each beside its floor (the same files written with no rendering), built on this repository's
## disk in .build/bench-sites (and the whole site also in /dev/shm), with the clean build time of
## Content. Not part of make test: speed goals are met here, not in timed tests. About 15 minutes.
## BENCH_ARGS="--sizes 500,2000,8000 --rounds 5" picks other sizes and rounds (default 500,2000 and 3);
## BENCH_ARGS="--scratch DIR" builds elsewhere.
bench: deps bench-deps
	$(SWIFT) build -c release --product a11yplan-bench
	@rm -rf .build/bench-content
	@start=$$(date +%s.%N); \
	$(SWIFT) build --target Content --build-path .build/bench-content > .build/bench-content.log 2>&1 \
		|| { cat .build/bench-content.log; exit 1; }; \
	seconds=$$(echo "$$start $$(date +%s.%N)" | awk '{ printf "%.1f", $$2 - $$1 }'); \
	rm -rf .build/bench-content; \
	A11YPLAN_CONTENT_BUILD_SECONDS=$$seconds $$($(SWIFT) build -c release --show-bin-path)/a11yplan-bench $(BENCH_ARGS)
	$(MAKE) bench-preview
	$(MAKE) bench-templates

## bench-templates: page layouts of 10 MB and of 64,000 to 700,000 placeholders parsed and filled
## (release build); the time grows with the layout's size.
bench-templates: deps
	$(SWIFT) build -c release --product a11yplan-bench
	$$($(SWIFT) build -c release --show-bin-path)/a11yplan-bench --layouts

## bench-preview: the author's edit loop on this machine's disk: `a11yplan preview` running, a one-line
## edit in Content/Button.swift to the open page's reload (targets <= 3 s), and the incremental
## `swift build` after such an edit (<= 2 s); medians of 6 edits each. The file is put back after.
bench-preview: deps
	$(SWIFT) build --product a11yplan
	python3 Benchmarks/preview-edit-loop $$($(SWIFT) build --show-bin-path)/a11yplan

## dsl-budget: the bundled catalog type-checks fast: no expression over 100 ms, no function body over
## 300 ms. Content's sources are touched so it is type-checked anew and no warning hides in a cache.
DSL_FLAGS := -Xswiftc -Xfrontend -Xswiftc -warn-long-expression-type-checking=100 \
	-Xswiftc -Xfrontend -Xswiftc -warn-long-function-bodies=300
dsl-budget: deps
	find Content -name '*.swift' -exec touch {} +
	@$(SWIFT) build --target Content --build-path .build/dsl-budget $(DSL_FLAGS) > .build/dsl-budget.log 2>&1 \
		|| { cat .build/dsl-budget.log; exit 1; }
	@if grep -E "warning: .*took [0-9]+ms to type-check" .build/dsl-budget.log; then \
		echo "make: the catalog is over its type-check budget; change the DSL or the content, not the budget"; \
		exit 1; \
	fi
	@echo "make: the catalog type-checks within budget"

## compare-output: the bundled and synthetic sites built at BASE and at the working tree, file by file.
## make compare-output BASE=<git revision>; exits 1 on any difference.
compare-output: deps
	@test -n "$(BASE)" || { echo "make: compare-output needs BASE=<git revision>"; exit 64; }
	SWIFT=$(SWIFT) scripts/compare-output $(BASE)

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Content Tests Templates Benchmarks

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Content Tests Templates Benchmarks

clean:
	rm -rf .build
