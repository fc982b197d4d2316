#!/usr/bin/env python3
"""SheetMaker's translation pipeline: the ``.ts`` files from the sources, the ``.qm`` files from
the ``.ts`` files, the pseudo-locale, and the checks CI runs.

Usage (from the repository, with the virtual environment's Python)::

    python translations/update.py              # update every .ts, build every .qm
    python translations/update.py --check      # exit 1 and one line per problem
    python translations/update.py --merge de de.json   # fill sheetmaker_de.ts from JSON

The default mode runs ``pyside6-lupdate`` over ``sheetmaker/**/*.py`` into
``translations/sheetmaker_<lang>.ts`` for every language of ``translations/languages.json``
(``-no-obsolete -locations none``, so the files change only when the strings do), then
``pyside6-lrelease`` into ``resources/translations/sheetmaker_<lang>.qm``, and generates the
pseudo-locale ``sheetmaker_en_XA.qm`` (every text accented and about 40% longer, placeholders,
HTML tags, ``&`` accelerators and line breaks kept) from a temporary ``.ts``.

``--check`` reports: source strings missing from a ``.ts`` (lupdate is run into a temporary copy),
strings a ``.ts`` holds that the sources no longer have, strings lupdate could not give a context
or cannot see at all (a call inside an f-string, ``tr`` under another name), unfinished or empty
translations of the *shipped* languages (``languages.json``'s ``"shipped"``), translations whose
placeholders (``{0}``, ``{name}``, ``%n``, ``%1``) differ from the source's (every numerus form
too), a wrong number of ``&`` accelerators, and ``.qm`` files that are not what lrelease makes of
the ``.ts`` files now.

``--merge LANG FILE.json`` fills ``sheetmaker_<LANG>.ts`` from a JSON list of
``{"context": ..., "messages": [{"source": ..., "disambiguation": ... (optional),
"translation": ...} or {..., "translations": [numerus forms]}]}``: each translation is set and
marked finished; sources not found are reported. The ``.ts`` and ``.qm`` files are then updated.

Only the standard library and the PySide6 tools are needed (QtCore to compare ``.qm`` files
message by message when lrelease's bytes differ, e.g. another Qt version).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "translations"
QM_DIR = ROOT / "resources" / "translations"
SOURCE_DIR = ROOT / "sheetmaker"
LANGUAGES_FILE = TS_DIR / "languages.json"
PREFIX = "sheetmaker"
#: The generated pseudo-locale (never a .ts in the repository).
PSEUDO = "en_XA"
#: Numbers a numerus message is compared with when two .qm files are compared.
_NUMBERS = (0, 1, 2, 3, 5, 11, 21, 101)


# --------------------------------------------------------------------------- the tools


class ToolMissing(RuntimeError):
    """A PySide6 tool (lupdate, lrelease) cannot be found."""


def tool(name: str) -> str:
    """The path of ``pyside6-<name>``: next to this Python (the virtual environment), on the
    PATH, or the binary inside the PySide6 package."""
    folder = Path(sys.executable).parent
    for candidate in (folder / f"pyside6-{name}", folder / f"pyside6-{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    found = shutil.which(f"pyside6-{name}")
    if found:
        return found
    try:
        import PySide6
    except ImportError:
        PySide6 = None  # noqa: N806
    if PySide6 is not None:
        for candidate in (Path(PySide6.__file__).parent / name, Path(PySide6.__file__).parent / f"{name}.exe"):
            if candidate.is_file():
                return str(candidate)
    raise ToolMissing(f"pyside6-{name} is not installed (it comes with PySide6)")


def _run(command: Sequence[str]) -> None:
    result = subprocess.run(list(command), cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"{Path(command[0]).name} failed: {(result.stderr or result.stdout).strip()}")


def sources(root: Path = SOURCE_DIR) -> list[Path]:
    """Every Python file of the package, in a fixed order."""
    return sorted(root.rglob("*.py"), key=lambda path: path.as_posix())


_EXTRACOMMENT = re.compile(r"\n[ \t]*<extracomment>.*?</extracomment>", re.S)


def lupdate(ts: Path, files: Sequence[Path] | None = None) -> None:
    """Update ``ts`` from ``files`` (the package's sources by default).

    lupdate takes every ``#:`` comment of the Python sources (Sphinx's attribute docs) as a
    note for translators and glues unrelated ones to the next string; they are removed.
    """
    files = sources() if files is None else list(files)
    with tempfile.TemporaryDirectory() as folder:
        listing = Path(folder) / "sources.lst"
        listing.write_text("".join(f"{path}\n" for path in files), encoding="utf-8")
        _run([tool("lupdate"), f"@{listing}", "-no-obsolete", "-locations", "none", "-silent", "-ts", str(ts)])
    text = ts.read_text(encoding="utf-8")
    stripped = _EXTRACOMMENT.sub("", text)
    if stripped != text:
        ts.write_text(stripped, encoding="utf-8")


def lrelease(ts: Path, qm: Path) -> None:
    """Compile ``ts`` into ``qm`` (unfinished translations are left out: the source shows)."""
    qm.parent.mkdir(parents=True, exist_ok=True)
    _run([tool("lrelease"), "-silent", "-nounfinished", str(ts), "-qm", str(qm)])


# --------------------------------------------------------------------------- reading .ts files


@dataclass(frozen=True)
class Message:
    """One message of a ``.ts`` file."""

    context: str
    source: str
    disambiguation: str
    numerus: bool
    #: The translation, or the numerus forms.
    translations: tuple[str, ...]
    unfinished: bool

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.disambiguation)

    def describe(self) -> str:
        text = f"{self.context or '(no context)'}: “{_short(self.source)}”"
        if self.disambiguation:
            text += f" ({_short(self.disambiguation)})"
        return text


def _short(text: str, limit: int = 70) -> str:
    text = text.replace("\n", "\\n")
    return text if len(text) <= limit else text[: limit - 1] + "…"


def read_ts(path: Path) -> tuple[str, list[Message]]:
    """The language and the messages of a ``.ts`` file (obsolete ones left out)."""
    root = ET.parse(path).getroot()
    messages = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type", "") if translation is not None else "unfinished"
            if kind in ("obsolete", "vanished"):
                continue
            numerus = message.get("numerus") == "yes"
            if translation is None:
                texts: tuple[str, ...] = ("",)
            elif numerus:
                texts = tuple(form.text or "" for form in translation.iter("numerusform")) or ("",)
            else:
                texts = (translation.text or "",)
            messages.append(
                Message(
                    context=name,
                    source=message.findtext("source") or "",
                    disambiguation=message.findtext("comment") or "",
                    numerus=numerus,
                    translations=texts,
                    unfinished=kind == "unfinished",
                )
            )
    return root.get("language", ""), messages


# --------------------------------------------------------------------------- placeholders


_FORMAT_FIELD = re.compile(r"\{[^{}]*\}")
_QT_ARG = re.compile(r"%(?:n|L?\d{1,2})")
_ENTITY = re.compile(r"&(?:[A-Za-z][A-Za-z0-9]*|#\d+|#x[0-9A-Fa-f]+);")


def placeholders(text: str) -> set[str]:
    """The placeholders of a text: ``str.format`` fields (``{0}``, ``{name}``, ``{0:02d}``;
    ``{{`` and ``}}`` are plain braces) and Qt's ``%n``, ``%1``, ``%L1``."""
    plain = text.replace("{{", "").replace("}}", "")
    return set(_FORMAT_FIELD.findall(plain)) | set(_QT_ARG.findall(text))


def accelerators(text: str) -> int:
    """How many ``&`` mark a keyboard accelerator (``&File``); ``&&``, ``& `` and HTML entities
    such as ``&amp;`` are not accelerators."""
    plain = _ENTITY.sub("", text.replace("&&", ""))
    return len(re.findall(r"&(?=\S)", plain))


def message_problems(message: Message, shipped: bool) -> list[str]:
    """What is wrong with one translated message (an unfinished one counts only when the
    language ships)."""
    problems = []
    texts = message.translations
    if shipped and (message.unfinished or not all(text.strip() for text in texts)):
        problems.append(f"{message.describe()}: unfinished" if message.unfinished else f"{message.describe()}: empty")
    wanted = placeholders(message.source)
    for number, text in enumerate(texts):
        if not text:
            continue
        form = f" (form {number + 1})" if message.numerus else ""
        found = placeholders(text)
        if found != wanted:
            missing = ", ".join(sorted(wanted - found)) or "none"
            extra = ", ".join(sorted(found - wanted)) or "none"
            problems.append(
                f"{message.describe()}{form}: placeholders differ (missing {missing}; extra {extra})"
            )
        if accelerators(text) != accelerators(message.source):
            problems.append(
                f"{message.describe()}{form}: {accelerators(text)} & accelerators, the source has "
                f"{accelerators(message.source)}"
            )
    return problems


def ts_problems(ts: Path, shipped: bool) -> list[str]:
    """The problems of the messages of one ``.ts`` file, each line starting with its name."""
    _language, messages = read_ts(ts)
    problems = []
    for message in messages:
        if not message.context:
            problems.append(
                f"{message.describe()}: lupdate found no context (a tr or translate under another name?)"
            )
        problems.extend(message_problems(message, shipped))
    return [f"{_name(ts)}: {problem}" for problem in problems]


def _name(path: Path) -> str:
    try:
        return path.relative_to(ROOT).as_posix()
    except ValueError:
        return path.name


# --------------------------------------------------------------------------- the sources and a .ts


def missing_sources(ts: Path, files: Sequence[Path] | None = None) -> list[str]:
    """Source strings missing from ``ts`` and strings ``ts`` holds that the sources no longer
    have (lupdate is run into a temporary copy; ``ts`` is not touched)."""
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / ts.name
        shutil.copyfile(ts, copy)
        lupdate(copy, files)
        _language, fresh = read_ts(copy)
    _language, committed = read_ts(ts)
    have = {message.key for message in committed}
    wanted = {message.key for message in fresh}
    problems = [
        f"{_name(ts)}: {message.describe()}: missing (run translations/update.py)"
        for message in fresh
        if message.key not in have
    ]
    problems.extend(
        f"{_name(ts)}: {message.describe()}: no longer in the sources (run translations/update.py)"
        for message in committed
        if message.key not in wanted
    )
    return problems


#: The names lupdate reads as translation calls in Python (``self.tr``, ``QCoreApplication.translate``,
#: :mod:`sheetmaker.core.i18n`'s ``translate`` and ``QT_TRANSLATE_NOOP``).
_CALLS = {"tr": 0, "translate": 1, "QT_TR_NOOP": 0, "QT_TRANSLATE_NOOP": 1}


def source_problems(files: Sequence[Path] | None = None) -> list[str]:
    """Translatable texts lupdate cannot see: a call inside an f-string (lupdate skips
    f-strings), ``tr``/``translate`` saved under another name (lupdate then reads the
    context as the text), ``other.tr(...)`` (lupdate takes ``other`` for the context)."""
    import ast

    problems = []
    for path in sources() if files is None else files:
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        except (SyntaxError, UnicodeDecodeError) as exc:
            problems.append(f"{_name(path)}: cannot be read: {exc}")
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr):
                for call in ast.walk(node):
                    if isinstance(call, ast.Call) and _literal_text(call):
                        problems.append(
                            f"{_name(path)}:{call.lineno}: {ast.unparse(call.func)}() inside an f-string: "
                            "lupdate does not see it (translate outside the f-string)"
                        )
            elif isinstance(node, ast.Assign) and _is_translator(node.value):
                for target in node.targets:
                    if not (isinstance(target, ast.Name) and target.id == "translate"):
                        problems.append(
                            f"{_name(path)}:{node.lineno}: {ast.unparse(node)}: lupdate does not know the "
                            "name (call self.tr or translate directly)"
                        )
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "tr"
                and not (isinstance(node.func.value, ast.Name) and node.func.value.id in ("self", "cls"))
                and _literal_text(node)
            ):
                problems.append(
                    f"{_name(path)}:{node.lineno}: {ast.unparse(node.func)}(): lupdate takes "
                    f"“{ast.unparse(node.func.value)}” for the context (use QCoreApplication.translate)"
                )
    return problems


def _call_name(func: object) -> str | None:
    import ast

    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return None


def _literal_text(call: object) -> bool:
    """Whether ``call`` is a translation call with a literal text."""
    import ast

    assert isinstance(call, ast.Call)
    position = _CALLS.get(_call_name(call.func) or "")
    if position is None or len(call.args) <= position:
        return False
    argument = call.args[position]
    return isinstance(argument, ast.Constant) and isinstance(argument.value, str)


def _is_translator(value: object) -> bool:
    """``self.tr`` or ``QCoreApplication.translate`` itself (not called)."""
    import ast

    return isinstance(value, ast.Attribute) and value.attr in ("tr", "translate")


# --------------------------------------------------------------------------- the pseudo-locale

_ACCENTED = str.maketrans(
    "aceinosuyzACEINOSUYZ",
    "áçéíñóšúýžÁÇÉÍÑÓŠÚÝŽ",
)
#: What a pseudo translation keeps as it is: str.format fields (and escaped braces), Qt's %n and
#: %1, HTML tags and entities, Qt's [*] (a window title's modified mark), && and line breaks.
_PROTECTED = re.compile(
    r"\{\{|\}\}|\{[^{}]*\}|%(?:n|L?\d{1,2})|<[^<>]*>|&(?:[A-Za-z][A-Za-z0-9]*|#\d+|#x[0-9A-Fa-f]+);"
    r"|\[\*\]|&&|\n"
)
FILLER = "·"


def pseudo(text: str) -> str:
    """``text`` in the pseudo-locale: letters accented, about 40% longer (``[Šávé ··]``).

    Placeholders, HTML tags and entities, line breaks and ``[*]`` stay as they are; an ``&``
    accelerator stays on its (unaccented) letter so the shortcut keeps working.
    """
    if not text:
        return text
    parts: list[str] = []
    visible = 0
    position = 0
    for match in _PROTECTED.finditer(text):
        visible += _accent_into(parts, text[position : match.start()])
        parts.append(match.group())
        position = match.end()
    visible += _accent_into(parts, text[position:])
    if visible == 0:
        return text
    # The brackets and the space count towards the 40%.
    pad = max(1, -(-visible * 2 // 5) - 3)
    return "[" + "".join(parts) + " " + FILLER * pad + "]"


def _accent_into(parts: list[str], chunk: str) -> int:
    """Accent ``chunk`` into ``parts`` (the letter after an ``&`` stays); its visible length."""
    out = []
    keep_next = False
    for char in chunk:
        if keep_next:
            out.append(char)
            keep_next = False
        elif char == "&":
            out.append(char)
            keep_next = True
        else:
            out.append(char.translate(_ACCENTED))
    parts.append("".join(out))
    return sum(1 for char in chunk if char != "&")


def write_pseudo_ts(template: Path, target: Path) -> None:
    """Write the pseudo-locale's ``.ts`` at ``target``: every message of ``template`` (a .ts
    lupdate wrote) with its pseudo translation (two numerus forms, as English has)."""
    tree = ET.parse(template)
    root = tree.getroot()
    root.set("language", "en")
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        translation.attrib.pop("type", None)
        for child in list(translation):
            translation.remove(child)
        if message.get("numerus") == "yes":
            translation.text = None
            for _ in range(2):
                ET.SubElement(translation, "numerusform").text = pseudo(source)
        else:
            translation.text = pseudo(source)
    tree.write(target, encoding="utf-8", xml_declaration=True)


def build_pseudo(qm: Path, files: Sequence[Path] | None = None) -> None:
    """Build the pseudo-locale's ``.qm`` from the sources (through a temporary ``.ts``)."""
    with tempfile.TemporaryDirectory() as folder:
        template = Path(folder) / f"{PREFIX}_{PSEUDO}_template.ts"
        lupdate(template, files)
        ts = Path(folder) / f"{PREFIX}_{PSEUDO}.ts"
        write_pseudo_ts(template, ts)
        lrelease(ts, qm)


# --------------------------------------------------------------------------- .qm freshness


def qm_problems(ts: Path, qm: Path) -> list[str]:
    """Whether ``qm`` is what lrelease makes of ``ts`` now (compared byte for byte, else by
    loading both and translating every message of ``ts``)."""
    if not qm.is_file():
        return [f"{_name(qm)}: missing (run translations/update.py)"]
    with tempfile.TemporaryDirectory() as folder:
        differing = _stale_messages(ts, qm, Path(folder))
    if differing:
        return [
            f"{_name(qm)}: out of date with {_name(ts)} ({len(differing)} messages differ, e.g. "
            f"{differing[0].describe()}; run translations/update.py)"
        ]
    return []


def pseudo_qm_problems(qm: Path, files: Sequence[Path] | None = None) -> list[str]:
    """Whether the pseudo-locale's ``.qm`` is what the sources make now."""
    if not qm.is_file():
        return [f"{_name(qm)}: missing (run translations/update.py)"]
    with tempfile.TemporaryDirectory() as folder:
        template = Path(folder) / f"{PREFIX}_{PSEUDO}_template.ts"
        lupdate(template, files)
        ts = Path(folder) / f"{PREFIX}_{PSEUDO}.ts"
        write_pseudo_ts(template, ts)
        differing = _stale_messages(ts, qm, Path(folder))
    if differing:
        return [f"{_name(qm)}: out of date ({len(differing)} messages differ; run translations/update.py)"]
    return []


def _stale_messages(ts: Path, qm: Path, folder: Path) -> list[Message]:
    """The messages of ``ts`` that ``qm`` translates differently from what lrelease makes of
    ``ts`` now (built in ``folder``); none when the bytes are the same."""
    fresh = folder / qm.name
    lrelease(ts, fresh)
    if fresh.read_bytes() == qm.read_bytes():
        return []
    _language, messages = read_ts(ts)
    return _differing_messages(fresh, qm, messages)


def _differing_messages(first: Path, second: Path, messages: Iterable[Message]) -> list[Message]:
    from PySide6.QtCore import QTranslator

    one, other = QTranslator(), QTranslator()
    if not one.load(str(first)) or not other.load(str(second)):
        return list(messages)
    differing = []
    for message in messages:
        numbers = _NUMBERS if message.numerus else (-1,)
        comment = message.disambiguation or None
        for n in numbers:
            if one.translate(message.context, message.source, comment, n) != other.translate(
                message.context, message.source, comment, n
            ):
                differing.append(message)
                break
    return differing


# --------------------------------------------------------------------------- languages


@dataclass(frozen=True)
class Languages:
    """``translations/languages.json``: the languages with a ``.ts`` file, and those shipped
    (complete: the check fails on any unfinished string of theirs)."""

    languages: tuple[str, ...]
    shipped: tuple[str, ...]


def load_languages(path: Path = LANGUAGES_FILE) -> Languages:
    data = json.loads(path.read_text(encoding="utf-8"))
    return Languages(tuple(data.get("languages", ())), tuple(data.get("shipped", ())))


def ts_path(language: str, folder: Path = TS_DIR) -> Path:
    return folder / f"{PREFIX}_{language}.ts"


def qm_path(language: str, folder: Path = QM_DIR) -> Path:
    return folder / f"{PREFIX}_{language}.qm"


def language_problems(languages: Languages) -> list[str]:
    """languages.json against :data:`sheetmaker.core.i18n.LANGUAGES`."""
    sys.path.insert(0, str(ROOT))
    try:
        from sheetmaker.core.i18n import DEFAULT_LANGUAGE, LANGUAGES
    finally:
        sys.path.pop(0)
    problems = []
    for language in languages.languages:
        if language not in LANGUAGES:
            problems.append(f"{_name(LANGUAGES_FILE)}: {language} is not in sheetmaker.core.i18n.LANGUAGES")
    for language in languages.shipped:
        if language not in languages.languages:
            problems.append(f"{_name(LANGUAGES_FILE)}: {language} is shipped but not in \"languages\"")
    for language in LANGUAGES:
        if language not in (DEFAULT_LANGUAGE, PSEUDO) and language not in languages.languages:
            problems.append(f"{_name(LANGUAGES_FILE)}: {language} (in i18n.LANGUAGES) has no .ts file listed")
    return problems


# --------------------------------------------------------------------------- the modes


def update(languages: Languages | None = None) -> list[str]:
    """Update every ``.ts`` and build every ``.qm``; returns one line per language."""
    languages = languages or load_languages()
    files = sources()
    report = []
    for language in languages.languages:
        ts = ts_path(language)
        lupdate(ts, files)
        lrelease(ts, qm_path(language))
        _language, messages = read_ts(ts)
        done = sum(1 for message in messages if not message.unfinished and all(message.translations))
        report.append(f"{_name(ts)}: {done} of {len(messages)} translated")
    build_pseudo(qm_path(PSEUDO), files)
    report.append(f"{_name(qm_path(PSEUDO))}: built")
    return report


def check(languages: Languages | None = None) -> list[str]:
    """Every problem of the translations (empty when all is well)."""
    languages = languages or load_languages()
    problems = language_problems(languages)
    files = sources()
    problems.extend(source_problems(files))
    for language in languages.languages:
        ts = ts_path(language)
        if not ts.is_file():
            problems.append(f"{_name(ts)}: missing (run translations/update.py)")
            continue
        problems.extend(missing_sources(ts, files))
        problems.extend(ts_problems(ts, shipped=language in languages.shipped))
        problems.extend(qm_problems(ts, qm_path(language)))
    problems.extend(pseudo_qm_problems(qm_path(PSEUDO), files))
    return problems


def merge(ts: Path, entries: list[dict]) -> list[str]:
    """Fill ``ts`` from translators' JSON (see the module); returns what could not be placed.

    A message is found by context, source and disambiguation; failing that, a source found
    exactly once in the file is used wherever it is (the report says so)."""
    tree = ET.parse(ts)
    root = tree.getroot()
    by_key: dict[tuple[str, str, str], ET.Element] = {}
    by_source: dict[tuple[str, str], list[tuple[str, ET.Element]]] = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            by_key[key] = message
            by_source.setdefault(key[1:], []).append((name, message))
    report = []
    if not isinstance(entries, list) or not all(isinstance(entry, dict) for entry in entries):
        raise ValueError("the JSON must be a list of {\"context\": ..., \"messages\": [...]}")
    for entry in entries:
        context = entry.get("context", "")
        for item in entry.get("messages", []):
            source = item.get("source", "")
            disambiguation = item.get("disambiguation") or ""
            element = by_key.get((context, source, disambiguation))
            if element is None and disambiguation:
                # An older .ts read ``tr("Context", "text")`` through an alias as the source
                # "Context" with the comment "text".
                element = by_key.get((source, disambiguation, ""))
                if element is not None:
                    report.append(f"{context or '(no context)'}: “{_short(disambiguation)}”: placed in {source}")
            if element is None:
                found = by_source.get((source, disambiguation), [])
                if len(found) == 1:
                    element = found[0][1]
                    report.append(f"{context or '(no context)'}: “{_short(source)}”: placed in {found[0][0]}")
            if element is None:
                report.append(f"{context or '(no context)'}: “{_short(source)}”: not found")
                continue
            _set_translation(element, item)
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return report


def _set_translation(message: ET.Element, item: dict) -> None:
    translation = message.find("translation")
    if translation is None:
        translation = ET.SubElement(message, "translation")
    translation.attrib.pop("type", None)
    if message.get("numerus") == "yes":
        forms = item.get("translations")
        if forms is None:
            forms = [item.get("translation", "")]
        forms = list(forms)
        existing = list(translation.iter("numerusform"))
        # Keep the number of forms the language has (lupdate wrote them).
        count = max(len(existing), 1)
        forms = (forms + [forms[-1]] * count)[:count] if forms else [""] * count
        for child in list(translation):
            translation.remove(child)
        translation.text = None
        for form in forms:
            ET.SubElement(translation, "numerusform").text = form
    else:
        text = item.get("translation")
        if text is None:
            text = (item.get("translations") or [""])[0]
        translation.text = text


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true", help="report problems; exit 1 when there are any")
    mode.add_argument("--merge", nargs=2, metavar=("LANG", "FILE"), help="fill a .ts file from translators' JSON")
    args = parser.parse_args(argv)
    try:
        if args.check:
            problems = check()
            for problem in problems:
                print(problem)
            if not problems:
                print("translations: OK")
            return 1 if problems else 0
        if args.merge:
            language, file = args.merge
            ts = ts_path(language)
            if not ts.is_file():
                print(f"{_name(ts)}: no such file (add {language} to languages.json and run update.py)")
                return 1
            entries = json.loads(Path(file).read_text(encoding="utf-8"))
            for line in merge(ts, entries):
                print(line)
        for line in update():
            print(line)
        return 0
    except (ToolMissing, RuntimeError, OSError, ValueError) as exc:
        print(f"update.py: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    os.chdir(ROOT)
    sys.exit(main())
