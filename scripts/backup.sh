#!/usr/bin/env bash
# Backs up Zeng into a new folder: the PostgreSQL database (pg_dump, custom format) and the images of
# the disk store (DATA_DIR/uploads). With STORAGE_DRIVER=s3 the bucket keeps its own copies (see the
# Backups section of docs/deploy.md) and only the database is dumped.
#
#   DATABASE_URL=postgres://… DATA_DIR=/srv/zeng/data scripts/backup.sh /backups/zeng-2026-06-15
#
# The database is dumped first, then the images: an image is stored before the row that names it, so
# every image the dump refers to is already on disk when the images are copied.
set -euo pipefail

dest=${1:?usage: backup.sh <new backup folder>}
: "${DATABASE_URL:?DATABASE_URL must name the database to back up}"
data_dir=${DATA_DIR:-./data}
driver=${STORAGE_DRIVER:-disk}

if [ -e "$dest" ] && [ -n "$(ls -A "$dest")" ]; then
  echo "backup.sh: $dest is not empty; give a new folder" >&2
  exit 1
fi
mkdir -p "$dest"

# One consistent snapshot of the whole database, taken while the site keeps running.
pg_dump --format=custom --no-owner --no-privileges --file="$dest/database.dump" "$DATABASE_URL"

if [ "$driver" = disk ]; then
  mkdir -p "$data_dir/uploads"
  tar -C "$data_dir" -czf "$dest/uploads.tar.gz" uploads
fi

(cd "$dest" && sha256sum -- * > SHA256SUMS)
echo "backup.sh: wrote $(ls "$dest" | tr '\n' ' ')to $dest"
