#!/usr/bin/env bash
# Makes sure a PostgreSQL server answers on 127.0.0.1:5432 with trust auth and a database named test,
# installing Debian's package when none is there. Idempotent; the tests of the receiver's shared store need it.
set -euo pipefail

url_ok() { psql "postgres://postgres@127.0.0.1:5432/test" -Atc 'select 1' >/dev/null 2>&1; }
if command -v psql >/dev/null 2>&1 && url_ok; then exit 0; fi

if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then
  if [ "$(id -u)" != 0 ]; then echo "PostgreSQL is not installed and this user cannot install it (needs root)" >&2; exit 1; fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq postgresql >/dev/null
fi

version=$(ls /etc/postgresql | sort -V | tail -n 1)
hba="/etc/postgresql/$version/main/pg_hba.conf"
if ! grep -q '^# trs: trust loopback' "$hba"; then
  # Tests connect as postgres over loopback without a password, as on the CI machines this was written for.
  sed -i '1i # trs: trust loopback\nhost all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\nlocal all postgres trust' "$hba"
fi
pg_ctlcluster --skip-systemctl-redirect "$version" main start 2>/dev/null || pg_ctlcluster --skip-systemctl-redirect "$version" main reload
for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
psql -h 127.0.0.1 -U postgres -Atc "select 1 from pg_database where datname = 'test'" | grep -q 1 \
  || psql -h 127.0.0.1 -U postgres -c 'create database test' >/dev/null
url_ok
