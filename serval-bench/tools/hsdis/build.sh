#!/bin/sh
# Builds hsdis-amd64.so from hsdis-llvm.c against the newest LLVM found (or $LLVM_CONFIG), into
# the folder given. How HotSpot finds it: serval-bench/README.md, "Profiling".
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: build.sh OUTPUT_DIR, the lib folder of a JDK copy}
config=${LLVM_CONFIG:-$(command -v llvm-config || ls /usr/lib/llvm-*/bin/llvm-config 2>/dev/null | sort -V | tail -1)}
if [ -z "$config" ]; then
  echo "no llvm-config found: install LLVM (e.g. llvm-14) or set LLVM_CONFIG" >&2
  exit 1
fi
cc -shared -fPIC -O2 -I"$("$config" --includedir)" -o "$out/hsdis-amd64.so" "$here/hsdis-llvm.c" \
  -L"$("$config" --libdir)" -Wl,-rpath,"$("$config" --libdir)" $("$config" --libs x86)
echo "$out/hsdis-amd64.so"
