"""``sheetmaker new coc7``: a new Call of Cthulhu 7th edition sheet."""

from __future__ import annotations

import argparse

from sheetmaker.cli import new_common
from sheetmaker.cli._inputs import _rng
from sheetmaker.cli._output import CommandFailed
from sheetmaker.cli.new_common import (
    _add_new_modes,
    _assignments,
    _creation_time,
    _new_batch,
    _new_document,
    _new_from_answers,
    _new_name,
    _write_new,
)

#: ``new coc7`` options that build the sheet another way than ``--answers`` does.
_NOT_WITH_ANSWERS = (
    ("--random", "random"),
    ("--npc", "npc"),
    ("--tier", "tier"),
    ("--averaged", "averaged"),
    ("--era", "era"),
    ("--occupation", "occupation"),
    ("--age", "age"),
    ("--set", "set"),
    ("--skill", "skill"),
)


def _cmd_new_coc7(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    if args.count is not None or args.tag is not None:
        return _new_batch(args, parser, "coc7")
    if args.answers is not None:
        return _new_from_answers(args, parser, _NOT_WITH_ANSWERS, "coc7")
    args.era = args.era or "1920s"
    if args.tier is not None and not args.npc:
        parser.error("--tier goes with --npc")
    if args.averaged and not args.npc:
        parser.error("--averaged goes with --npc")
    sets, problems = _assignments(args.set, "--set", "STR=60")
    skills, skill_problems = _assignments(args.skill, "--skill", "'Spot Hidden=45'")
    problems += skill_problems
    problems += new_common._check_output(args.output, args.force)  # looked up here: a test stands in for it

    from sheetmaker.systems.coc7 import data as coc_data
    from sheetmaker.systems.coc7 import generate
    from sheetmaker.systems.coc7.model import (
        CHARACTERISTICS,
        CoC7Document,
        CoC7Sheet,
        OccupationChoice,
    )
    from sheetmaker.systems.coc7.system import TITLE

    data = coc_data.load()
    characteristics: dict[str, int] = {}
    luck: int | None = None
    for item, label, value in sets:
        key = label.upper()
        if key == "LUCK":
            if not 0 <= value <= 99:
                problems.append(f"--set {item!r}: Luck must be from 0 to 99")
            luck = value
        elif key not in CHARACTERISTICS:
            problems.append(
                f"--set {item!r}: unknown characteristic {label!r} "
                f"(expected {', '.join(CHARACTERISTICS)} or Luck)"
            )
        elif not 0 <= value <= 999:
            problems.append(f"--set {item!r}: {key} must be from 0 to 999")
        else:
            characteristics[key] = value
    name = _new_name(args.name, problems)

    rng = _rng(args.seed)
    now = _creation_time(args.seed)
    document = None
    try:
        if args.random:
            document = generate.random_investigator(
                rng, args.era, args.occupation, args.age, name, data, now=now
            )
        elif args.npc:
            document = generate.quick_npc(
                rng, args.tier or "average", args.era, args.occupation, name, args.averaged, data,
                age=args.age, now=now,
            )
        else:
            occupation = None
            if args.occupation is not None:
                found = generate.choose_occupation(rng, args.era, args.occupation, data)
                occupation = OccupationChoice(name=found.name)
            if args.age is not None and not 0 <= args.age <= 200:
                raise ValueError(f"age {args.age} is outside 0 to 200")
            age = {"age": args.age} if args.age is not None else {}
            sheet = CoC7Sheet(era=args.era, occupation=occupation, **age)
            document = _new_document(CoC7Document, sheet, name, rng, args.seed, now)
    except ValueError as exc:
        problems.append(str(exc))

    if document is not None:
        sheet = document.sheet
        if characteristics:
            sheet = generate.with_characteristics(sheet, characteristics)
        if luck is not None and 0 <= luck <= 99:
            sheet = sheet.model_copy(update={"luck": luck})
        for item, label, value in skills:
            try:
                sheet = generate.with_skill_value(sheet, label, value, data)
            except ValueError as exc:
                problems.append(f"--skill {item!r}: {exc}")
        document = document.model_copy(update={"sheet": sheet})
    if problems:
        raise CommandFailed(problems)
    return _write_new(document, args.output, TITLE, args.force)


def _add_new_coc7(systems, common: argparse.ArgumentParser) -> None:
    coc = systems.add_parser(
        "coc7",
        parents=[common],
        help="a Call of Cthulhu 7th edition investigator or NPC",
        description=(
            "Write a new Call of Cthulhu 7th edition sheet: blank, a random investigator made by "
            "the creation rules (--random) or a keeper's quick NPC (--npc). --set enters "
            "characteristics freely (the free method: no age deduction); --skill sets a skill's "
            "final value. The sheet is written even when it breaks a creation rule. --answers "
            "FILE drives the creation wizard's steps from a file instead (and refuses a sheet "
            "that breaks a rule)."
        ),
    )
    _add_new_modes(
        coc,
        random_help="a random investigator made by the rules",
        tier_help="NPC occupation skills at 75, 50 or 25 (default average)",
    )
    coc.add_argument(
        "--averaged", action="store_true", help="NPC characteristics at their average, not rolled"
    )
    coc.add_argument("--era", choices=["1920s", "modern"], help="default 1920s")
    coc.add_argument("--occupation", metavar="NAME", help="an occupation of the era (random by default)")
    coc.add_argument("--age", type=int, metavar="N", help="15 to 89 for a random investigator")
    coc.add_argument(
        "--set",
        action="append",
        metavar="NAME=VALUE",
        help="a characteristic (STR ... EDU) or Luck, e.g. STR=60; repeatable",
    )
    coc.add_argument(
        "--skill",
        action="append",
        metavar="LABEL=VALUE",
        help="a skill's final value, e.g. 'Spot Hidden=45' or 'Language (Latin)=30'; repeatable",
    )
    coc.add_argument(
        "--answers",
        metavar="FILE",
        help="build the investigator step by step from a JSON file of answers (- reads standard "
        "input; steps left out are randomised; nothing is written while the result breaks a "
        "creation rule); 'sheetmaker schema --answers' prints the format",
    )
    coc.set_defaults(handler=_cmd_new_coc7, parser=coc)
