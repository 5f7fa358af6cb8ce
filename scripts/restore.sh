#!/usr/bin/env bash
# Restores a folder written by backup.sh into an empty database and an empty data folder: a restore
# never mixes with live data. Start the server on them afterwards (it applies newer migrations).
#
#   DATABASE_URL=postgres://…/zeng_restored DATA_DIR=/srv/zeng/data-restored scripts/restore.sh /backups/zeng-2026-06-15
set -euo pipefail

src=${1:?usage: restore.sh <backup folder>}
: "${DATABASE_URL:?DATABASE_URL must name the empty database to restore into}"
data_dir=${DATA_DIR:-./data}

(cd "$src" && sha256sum --check --quiet SHA256SUMS)

tables=$(psql "$DATABASE_URL" --no-psqlrc --tuples-only --no-align --command \
  "SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')")
if [ "$tables" != 0 ]; then
  echo "restore.sh: the database already has $tables tables; restore into an empty one" >&2
  exit 1
fi

if [ -f "$src/uploads.tar.gz" ]; then
  if [ -d "$data_dir/uploads" ] && [ -n "$(ls -A "$data_dir/uploads")" ]; then
    echo "restore.sh: $data_dir/uploads is not empty; restore into an empty data folder" >&2
    exit 1
  fi
fi

# All or nothing: a failing restore leaves the database as empty as it was.
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction \
  --dbname="$DATABASE_URL" "$src/database.dump"

if [ -f "$src/uploads.tar.gz" ]; then
  mkdir -p "$data_dir"
  tar -C "$data_dir" -xzf "$src/uploads.tar.gz"
fi
echo "backup restored from $src"
