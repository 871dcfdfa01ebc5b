#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on 127.0.0.1:55432 for local test runs (as root) and prints the
# TEST_DATABASE_URL to export; `scripts/test-database.sh stop` stops it.
set -euo pipefail
PGBIN=/usr/lib/postgresql/15/bin
DIR=/tmp/crane-test-postgres
if [ "${1:-start}" = stop ]; then
  runuser -u postgres -- "$PGBIN/pg_ctl" -D "$DIR/data" -m fast -w stop && rm -rf "$DIR"
  exit 0
fi
if [ ! -d "$DIR/data" ]; then
  mkdir -p "$DIR" && chown postgres "$DIR"
  runuser -u postgres -- "$PGBIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --no-locale >/dev/null
fi
runuser -u postgres -- "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-k $DIR -p 55432 -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
psql -h 127.0.0.1 -p 55432 -U postgres -qtc "select 1 from pg_database where datname='induction_test'" | grep -q 1 \
  || psql -h 127.0.0.1 -p 55432 -U postgres -qc 'create database induction_test'
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:55432/induction_test"
