"""``sheetmaker validate``: sheet files against the file format and the creation rules."""

from __future__ import annotations

import argparse

from sheetmaker.cli._inputs import _load_many
from sheetmaker.cli._output import EXIT_INVALID, EXIT_OK, _out, report, shown


def _cmd_validate(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from sheetmaker.core.violations import Severity
    from sheetmaker.systems import system_of

    status = EXIT_OK
    for path, document, problems in _load_many(args.files):
        warnings: list[str] = []
        notes: list[str] = []
        if document is not None:
            system = system_of(document)
            for violation in system.validate(document):
                if violation.severity == Severity.ERROR or args.strict:
                    problems.append(f"{path}: {violation}")
                else:
                    warnings.append(f"{path}: warning: {violation}")
            # A check never claims more than it checks: say which rules could not be checked.
            notes = [f"{path}: not checked: {sentence}" for sentence in system.checks_off(document)]
        report(problems + warnings + notes, prefix="")
        if problems:
            status = EXIT_INVALID
        elif not args.quiet:
            note = f" ({len(warnings)} warning{'s' if len(warnings) != 1 else ''})" if warnings else ""
            _out(f"{shown(path)}: valid{note}\n")
    return status


def add_parser(sub: argparse._SubParsersAction) -> None:
    validate = sub.add_parser(
        "validate",
        help="check sheet files against the file format and the creation rules",
        description=(
            "Check sheet files. Exit status 1 when a file cannot be read or breaks a rule; "
            "warnings (advice such as unspent points) are listed but pass unless --strict."
        ),
    )
    validate.add_argument("files", metavar="FILE", nargs="+")
    validate.add_argument("-q", "--quiet", action="store_true", help="print only problems")
    validate.add_argument("--strict", action="store_true", help="fail on warnings too")
    validate.set_defaults(handler=_cmd_validate, parser=validate)
