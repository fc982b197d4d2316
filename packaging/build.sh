#!/usr/bin/env bash
# Build SheetMaker with PyInstaller (one folder: dist/sheetmaker/) and smoke-run the result.
#
#     packaging/build.sh               # build, then smoke-run
#     packaging/build.sh --smoke-only  # smoke-run the build in dist/ again
#
# Uses the virtual environment .venv of the checkout (another with PYTHON=/path/to/python);
# installs PyInstaller into it when it is missing. The smoke run starts from a folder outside the
# checkout, so the build cannot lean on the sources:
#   1. the command line exports a sample to PDF (sheetmaker export);
#   2. the desktop application starts offscreen on a sample, exports it through File → Export
#      PDF's exporter and quits (sheetmaker --smoke-test, see sheetmaker/smoke_test.py);
#   3. the bundle holds what the spec promises (platform plugins, Qt's translations, resources).
# Prints the build time and the size of the folder. Exits non-zero when anything fails.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
python=${PYTHON:-$repo/.venv/bin/python}
dist=$repo/dist
app=$dist/sheetmaker
exe=$app/sheetmaker
sample=$repo/resources/samples/harvey-walters.sheet.json
toc_sample=$repo/resources/samples/toc-pulp-pilot.sheet.json

fail() { echo "build.sh: $*" >&2; exit 1; }

[ -x "$python" ] || fail "no Python at $python (make the venv first: see README.md, or set PYTHON)"

if [ "${1:-}" != "--smoke-only" ]; then
  if ! "$python" -m PyInstaller --version >/dev/null 2>&1; then
    echo "build.sh: installing PyInstaller into $("$python" -c 'import sys; print(sys.prefix)')"
    "$python" -m pip install --quiet pyinstaller
  fi
  echo "build.sh: PyInstaller $("$python" -m PyInstaller --version)"
  start=$(date +%s)
  "$python" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$dist" --workpath "$repo/build/pyinstaller" packaging/sheetmaker.spec
  echo "build.sh: built $app in $(( $(date +%s) - start )) s"
fi
[ -x "$exe" ] || fail "no build at $exe"

# 3. What the spec promises is in the bundle.
internal=$app/_internal
for file in \
  PySide6/Qt/plugins/platforms/libqoffscreen.so \
  PySide6/Qt/plugins/platforms/libqxcb.so \
  PySide6/Qt/translations/qtbase_de.qm \
  PySide6/Qt/translations/qtbase_fr.qm \
  sheetmaker/_resources/fonts/EBGaramond12-Regular.ttf \
  sheetmaker/_resources/schema/sheet.schema.json \
  sheetmaker/_resources/samples/harvey-walters.sheet.json \
  sheetmaker/_resources/icons/hicolor/256x256/apps/sheetmaker.png \
  sheetmaker/systems/coc7/data/skills.json \
  sheetmaker/systems/toc/data/abilities.json; do
  case "$(uname -s)" in Linux) ;; *) break ;; esac  # the paths above are Linux's
  [ -e "$internal/$file" ] || fail "the bundle lacks $file"
done
shopt -s nullglob
for qm in "$repo"/resources/translations/*.qm; do
  [ -e "$internal/sheetmaker/_resources/translations/$(basename "$qm")" ] || fail "the bundle lacks $(basename "$qm")"
done

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
is_pdf() { [ "$(head -c 5 "$1" 2>/dev/null)" = "%PDF-" ] || fail "$1 is not a PDF"; }

# 1. The command line.
(cd / && "$exe" export "$sample" "$toc_sample" -o "$out/cli.pdf") || fail "sheetmaker export failed"
is_pdf "$out/cli.pdf"
echo "build.sh: smoke: sheetmaker export wrote $(wc -c <"$out/cli.pdf") bytes"

# 2. The desktop application, offscreen.
status=0
(cd / && QT_QPA_PLATFORM=offscreen "$exe" --smoke-test "$out/gui.pdf" "$sample") || status=$?
[ "$status" = 0 ] || fail "sheetmaker --smoke-test failed (exit $status)"
is_pdf "$out/gui.pdf"
echo "build.sh: smoke: the desktop application exported $(wc -c <"$out/gui.pdf") bytes and quit"

echo "build.sh: $app: $(du -sh "$app" | cut -f1)"
echo "build.sh: smoke run passed"
