# Vitrine — `make` alone lists the targets.
SHELL := /bin/bash
.DEFAULT_GOAL := help

CARGO ?= cargo
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_INSTALL := $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends
RELEASE_BIN := target/release/vitrine
# The Rust test runner, installed by `make test-rust` when missing.
NEXTEST_VERSION := 0.9.143
# The dependency checker (licences, bans, sources), installed by `make lint` when missing.
DENY_VERSION := 0.20.2

.PHONY: help
help: ## List the targets
	@grep -hE '^[a-z][a-z-]*:.*## ' $(MAKEFILE_LIST) | awk -F ':.*## ' '{printf "  make %-12s %s\n", $$1, $$2}'

# ---- dependencies -------------------------------------------------------------------------

islands/node_modules/.package-lock.json: islands/package-lock.json
	cd islands && npm ci --no-audit --no-fund
	@touch $@

tests/node_modules/.package-lock.json: tests/package-lock.json
	cd tests && npm ci --no-audit --no-fund
	@touch $@

.PHONY: node-deps
node-deps: islands/node_modules/.package-lock.json tests/node_modules/.package-lock.json

.PHONY: nextest
nextest: ## Install cargo-nextest (the Rust test runner) when absent
	@$(CARGO) nextest --version >/dev/null 2>&1 || $(CARGO) install --locked cargo-nextest@$(NEXTEST_VERSION)

.PHONY: chromium
chromium: ## Install Debian's chromium when absent (browser tests)
	@command -v chromium >/dev/null || { $(APT_INSTALL) chromium; }

.PHONY: firefox
firefox: ## Install Debian's firefox-esr when absent (the journeys also run in Firefox)
	@command -v firefox-esr >/dev/null || { $(APT_INSTALL) firefox-esr; }

.PHONY: smtp-server
smtp-server: ## Install Debian's python3-aiosmtpd when absent (the mail tests' SMTP server)
	@/usr/bin/python3 -c 'import aiosmtpd' 2>/dev/null || { $(APT_INSTALL) python3-aiosmtpd; }

# ---- build --------------------------------------------------------------------------------

.PHONY: assets
assets: islands/node_modules/.package-lock.json ## Build CSS, fonts, icons and islands into static/dist
	node islands/build.mjs

.PHONY: arabic-font
arabic-font: islands/node_modules/.package-lock.json ## The Arabic face (Modern Standard Arabic and Latin, one file per weight) into static/fonts/ (committed; fonttools from PyPI)
	python3 -m venv target/fonttools
	target/fonttools/bin/pip install --quiet fonttools==4.68.0 brotli==1.2.1 uharfbuzz==0.57.0
	target/fonttools/bin/python scripts/subset-arabic-font.py

.PHONY: build
build: assets ## Release binary with everything embedded
	$(CARGO) build --release --locked

.PHONY: run
run: build ## Build and serve on http://127.0.0.1:8080 (embedded SQLite in data/)
	$(RELEASE_BIN) serve

# ---- tests --------------------------------------------------------------------------------

.PHONY: test
test: assets lint test-rust test-islands test-browser test-faults test-deploy test-vm ## Every test: Rust, islands, browser, storage faults, deploy (folder and VM)

.PHONY: cargo-deny
cargo-deny: ## Install cargo-deny (the dependency checker) when absent
	@$(CARGO) deny --version >/dev/null 2>&1 || $(CARGO) install --locked cargo-deny@$(DENY_VERSION)

.PHONY: lint
lint: cargo-deny ## rustfmt, clippy (warnings denied), the dependencies' licences and sources (deny.toml), commit subjects
	python3 scripts/check-commit-subjects.py
	$(CARGO) fmt --all --check
	$(CARGO) clippy --locked --all-targets -- -D warnings
	$(CARGO) deny --offline check licenses bans sources

.PHONY: test-rust
test-rust: assets nextest smtp-server ## Rust unit and integration tests (storage and mail tests also on a throwaway PostgreSQL, mail against a loopback SMTP server)
	scripts/with-postgres.sh $(CARGO) nextest run --locked --no-fail-fast

.PHONY: test-islands
test-islands: assets ## Islands: type-check (tsc), Vitest (jsdom), JavaScript size budget
	cd islands && npx --no-install tsc --noEmit -p .
	cd islands && npx --no-install vitest run
	node islands/size-budget.mjs

.PHONY: test-browser
test-browser: build chromium firefox tests/node_modules/.package-lock.json ## Browser tests against the release binary (the journeys in Chromium and Firefox)
	cd tests && VITRINE_BIN=../$(RELEASE_BIN) node --test --test-concurrency=1 $(filter-out faults.test.mjs,$(notdir $(wildcard tests/*.test.mjs)))

.PHONY: test-faults
test-faults: build tests/node_modules/.package-lock.json ## Storage faults (disk full, read-only, folder removed, locked, file-size limit, PostgreSQL restart) on the release binary; needs root
	scripts/with-postgres.sh bash -c 'cd tests && VITRINE_BIN=../$(RELEASE_BIN) node --test --test-concurrency=1 faults.test.mjs'

.PHONY: screenshots
screenshots: build chromium tests/node_modules/.package-lock.json ## Full-page PNGs of every page (390/1280 px, light/dark, fr/ar) into screenshots/
	cd tests && VITRINE_BIN=../$(RELEASE_BIN) node screenshots.mjs

.PHONY: audit
audit: build chromium tests/node_modules/.package-lock.json ## Lighthouse (mobile) on every page in every language; prints the table of scores
	cd tests && VITRINE_BIN=../$(RELEASE_BIN) node audit.mjs

.PHONY: docs
docs: ## Write the route table of docs/behaviour.md from the page registry
	$(CARGO) run --quiet --locked -- pages --format markdown > target/route-table.md
	python3 scripts/replace-between.py docs/behaviour.md '<!-- route table: vitrine pages --format markdown -->' '<!-- end of route table -->' target/route-table.md

# ---- operations ---------------------------------------------------------------------------

.PHONY: deploy-args
deploy-args:
	@test -n "$(HOST)" || { echo "usage: make deploy HOST=user@host [SSH_PORT=22] [DEPLOY_ROOT=/]" >&2; exit 2; }

.PHONY: deploy
deploy: deploy-args build ## Deploy over SSH, rolled back by itself when unhealthy: make deploy HOST=user@host [SSH_PORT=22] [SSH_OPTS=…]
	HOST='$(HOST)' SSH_PORT='$(or $(SSH_PORT),22)' DEPLOY_ROOT='$(or $(DEPLOY_ROOT),/)' scripts/deploy.sh

.PHONY: rollback
rollback: deploy-args ## Put the previous release back on a machine: make rollback HOST=user@host [SSH_PORT=22]
	HOST='$(HOST)' SSH_PORT='$(or $(SSH_PORT),22)' DEPLOY_ROOT='$(or $(DEPLOY_ROOT),/)' ACTION=rollback scripts/deploy.sh

.PHONY: openssh-server
openssh-server:
	@command -v sshd >/dev/null || test -x /usr/sbin/sshd || { $(APT_INSTALL) openssh-server; }

.PHONY: test-deploy
test-deploy: build openssh-server ## make deploy into a temporary root through a throwaway local sshd
	scripts/test-deploy.sh

# Debian's QEMU needs the qemu-utils of its own release: a newer one (from backports) breaks it.
DEBIAN_RELEASE := $(shell . /etc/os-release 2>/dev/null && echo $$VERSION_CODENAME)

.PHONY: vm-tools
vm-tools:
	@{ command -v mmdebstrap && command -v qemu-system-x86_64 && command -v objcopy && command -v mkfs.ext4 && command -v ssh; } >/dev/null || \
		{ $(APT_INSTALL) --allow-downgrades mmdebstrap qemu-system-x86 qemu-utils/$(DEBIAN_RELEASE) binutils e2fsprogs openssh-client; }

.PHONY: vm-up
vm-up: vm-tools ## Boot a throwaway Debian 12 machine (image built once into /var/cache/vitrine-vm); prints HOST, SSH_PORT, SSH_KEY, SSH_OPTS, HTTP_PORT
	@scripts/vm.sh up

.PHONY: vm-down
vm-down: ## Stop the machine of make vm-up (everything written on it is gone)
	@scripts/vm.sh down

.PHONY: test-vm
test-vm: build vm-tools ## make deploy to a real Debian 12 machine: systemd, sandbox, no request dropped, rollback, backups, reboot
	scripts/test-vm.sh

.PHONY: bench-tools
bench-tools:
	@command -v wrk >/dev/null && { command -v nginx >/dev/null || test -x /usr/sbin/nginx; } || { $(APT_INSTALL) wrk nginx-light; }

.PHONY: bench
bench: build bench-tools ## wrk against nginx, memory, cold start, durable posts, two servers on one PostgreSQL (see BENCHMARKS.md)
	scripts/with-postgres.sh node scripts/bench.mjs
