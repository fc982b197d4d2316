#!/usr/bin/env bash
# Install SheetMaker's desktop integration for the current user (no root needed):
#
#     packaging/linux/install.sh                          # the checkout's .venv/bin/sheetmaker
#     packaging/linux/install.sh --venv PATH              # the sheetmaker of another venv
#     packaging/linux/install.sh --bundle dist/sheetmaker # a PyInstaller build (copied, see below)
#     packaging/linux/install.sh --uninstall              # remove everything installed here
#
# Puts in place (XDG_DATA_HOME is ~/.local/share unless set):
#   $XDG_DATA_HOME/applications/sheetmaker.desktop          (the menu entry; Exec is the launcher)
#   $XDG_DATA_HOME/metainfo/io.github.sheetmaker.SheetMaker.metainfo.xml   (software centres)
#   $XDG_DATA_HOME/mime/packages/sheetmaker-mime.xml        (*.sheet.json: application/x-sheetmaker+json)
#   $XDG_DATA_HOME/icons/hicolor/*/apps/sheetmaker.png, .../mimetypes/application-x-sheetmaker+json.png
#   $XDG_DATA_HOME/icons/hicolor/scalable/{apps,mimetypes}/*.svg
#   $XDG_DATA_HOME/sheetmaker/bundle/                       (with --bundle: a copy of the build)
#   ~/.local/bin/sheetmaker                                 (the launcher: runs the chosen sheetmaker)
# then refreshes the MIME database (update-mime-database), the desktop entries' MIME cache
# (update-desktop-database) and the icon cache (gtk-update-icon-cache), where those tools exist.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
bin=${XDG_BIN_HOME:-$HOME/.local/bin}
app_id=io.github.sheetmaker.SheetMaker
mime_type=application-x-sheetmaker+json
launcher=$bin/sheetmaker
# The first line after the shebang of the launcher we write: uninstall removes only such a file.
marker="# SheetMaker launcher written by packaging/linux/install.sh"

usage() { sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; }
fail() { echo "install.sh: $*" >&2; exit 1; }

refresh() {
  if command -v update-mime-database >/dev/null; then
    update-mime-database "$data/mime"
  else
    echo "install.sh: update-mime-database not found: install shared-mime-info for the file type" >&2
  fi
  if command -v update-desktop-database >/dev/null; then
    update-desktop-database -q "$data/applications" || true
  fi
  if command -v gtk-update-icon-cache >/dev/null && [ -d "$data/icons/hicolor" ]; then
    gtk-update-icon-cache -q -t -f "$data/icons/hicolor" || true
  fi
}

uninstall() {
  rm -f "$data/applications/sheetmaker.desktop" \
        "$data/metainfo/$app_id.metainfo.xml" \
        "$data/mime/packages/sheetmaker-mime.xml"
  rm -f "$data"/icons/hicolor/*/apps/sheetmaker.png "$data"/icons/hicolor/*/mimetypes/$mime_type.png \
        "$data/icons/hicolor/scalable/apps/sheetmaker.svg" "$data/icons/hicolor/scalable/mimetypes/$mime_type.svg"
  rm -rf "$data/sheetmaker/bundle"
  rmdir "$data/sheetmaker" 2>/dev/null || true
  if [ -f "$launcher" ] && sed -n 2p "$launcher" | grep -qxF "$marker"; then
    rm -f "$launcher"
  fi
  mkdir -p "$data/mime/packages"
  refresh
  echo "install.sh: SheetMaker's desktop integration was removed from $data"
}

program=""
bundle=""
while [ $# -gt 0 ]; do
  case "$1" in
    --uninstall) uninstall; exit 0 ;;
    --venv) [ $# -ge 2 ] || fail "--venv needs the venv's folder"; program=$2/bin/sheetmaker; shift 2 ;;
    --bundle) [ $# -ge 2 ] || fail "--bundle needs the build's folder (dist/sheetmaker)"; bundle=$2; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; fail "unknown argument: $1" ;;
  esac
done

if [ -n "$bundle" ]; then
  [ -x "$bundle/sheetmaker" ] || fail "$bundle/sheetmaker is not a PyInstaller build (run packaging/build.sh)"
  # The copy replaces the installed one: refused when the build is the installed copy or inside
  # it (it would be deleted before being copied), or when the installed copy would land inside
  # the build (a copy into itself). Real paths: links and .. do not hide it. Nothing touched yet.
  source_real=$(realpath -m -- "$bundle")
  installed=$(realpath -m -- "$data/sheetmaker")/bundle
  case "$source_real/" in
    "$installed/"*) fail "--bundle $bundle is the installed copy ($installed) or inside it; point it at the build (dist/sheetmaker); nothing was changed" ;;
  esac
  case "$installed/" in
    "$source_real/"*) fail "--bundle $bundle holds the install folder $installed; point it at the build (dist/sheetmaker); nothing was changed" ;;
  esac
  # A copy, so that the checkout can go: the menu entry keeps working.
  rm -rf "$data/sheetmaker/bundle"
  mkdir -p "$data/sheetmaker"
  cp -a "$bundle" "$data/sheetmaker/bundle"
  program=$data/sheetmaker/bundle/sheetmaker
elif [ -z "$program" ]; then
  if [ -x "$repo/.venv/bin/sheetmaker" ]; then
    program=$repo/.venv/bin/sheetmaker
  elif command -v sheetmaker >/dev/null && [ "$(command -v sheetmaker)" != "$launcher" ]; then
    program=$(command -v sheetmaker)
  else
    fail "no sheetmaker found: install it first (README.md), or use --venv or --bundle"
  fi
fi
[ -x "$program" ] || fail "$program cannot be run"
program=$(cd "$(dirname "$program")" && pwd)/$(basename "$program")

# The launcher.
mkdir -p "$bin"
if [ -e "$launcher" ] && ! sed -n 2p "$launcher" | grep -qxF "$marker"; then
  fail "$launcher exists and is not SheetMaker's launcher: remove it first"
fi
printf '#!/bin/sh\n%s\nexec %q "$@"\n' "$marker" "$program" >"$launcher"
chmod 755 "$launcher"

# The menu entry, starting the launcher by its full path (~/.local/bin is not always on PATH).
mkdir -p "$data/applications"
# Quoted as the Desktop Entry spec says: \ " ` $ escaped inside the quotes (the backslash doubled
# again by the file's own escaping), % doubled.
quoted=$(printf '%s' "$launcher" | sed -e 's/[\\"`$]/\\\\&/g' -e 's/%/%%/g')
while IFS= read -r line; do
  case "$line" in
    Exec=sheetmaker*) printf 'Exec="%s"%s\n' "$quoted" "${line#Exec=sheetmaker}" ;;
    *) printf '%s\n' "$line" ;;
  esac
done <"$here/sheetmaker.desktop" >"$data/applications/sheetmaker.desktop"

mkdir -p "$data/metainfo" "$data/mime/packages"
cp "$here/$app_id.metainfo.xml" "$data/metainfo/"
cp "$here/sheetmaker-mime.xml" "$data/mime/packages/"

# Icons: the PNG sizes and the SVGs.
icons=$repo/resources/icons
for png in "$icons"/hicolor/*/*/*.png; do
  relative=${png#"$icons/hicolor/"}
  mkdir -p "$data/icons/hicolor/$(dirname "$relative")"
  cp "$png" "$data/icons/hicolor/$relative"
done
mkdir -p "$data/icons/hicolor/scalable/apps" "$data/icons/hicolor/scalable/mimetypes"
cp "$icons/sheetmaker.svg" "$data/icons/hicolor/scalable/apps/"
cp "$icons/$mime_type.svg" "$data/icons/hicolor/scalable/mimetypes/"

refresh
echo "install.sh: installed SheetMaker's menu entry, file type and icons into $data"
echo "install.sh: the menu entry starts $launcher, which runs $program"
case ":$PATH:" in *":$bin:"*) ;; *) echo "install.sh: (add $bin to PATH to type 'sheetmaker' in a terminal)" ;; esac
