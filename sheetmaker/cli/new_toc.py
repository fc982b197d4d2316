"""``sheetmaker new toc``: a new Trail of Cthulhu sheet."""

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

#: ``new toc`` options that build the sheet another way than ``--answers`` does.
_NOT_WITH_TOC_ANSWERS = (
    ("--random", "random"),
    ("--npc", "npc"),
    ("--tier", "tier"),
    ("--occupation", "occupation"),
    ("--branch", "branch"),
    ("--occupational", "occupational"),
    ("--players", "players"),
    ("--investigative-points", "investigative_points"),
    ("--set", "set"),
)


def _cmd_new_toc(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    if args.count is not None or args.tag is not None:
        return _new_batch(args, parser, "toc")
    if args.answers is not None:
        return _new_from_answers(args, parser, _NOT_WITH_TOC_ANSWERS, "toc")
    if args.tier is not None and not args.npc:
        parser.error("--tier goes with --npc")
    if args.occupational and args.occupation is None:
        parser.error("--occupational goes with --occupation")
    sets, problems = _assignments(args.set, "--set", "Athletics=8")
    problems += new_common._check_output(args.output, args.force)  # looked up here: a test stands in for it

    from sheetmaker.systems.toc import data as toc_data
    from sheetmaker.systems.toc import generate
    from sheetmaker.systems.toc.model import OccupationChoice, ToCDocument, ToCSheet
    from sheetmaker.systems.toc.system import TITLE

    data = toc_data.load()
    name = _new_name(args.name, problems)
    investigators = 4
    if args.players is not None:
        if 1 <= args.players <= 99:
            investigators = args.players
        else:
            problems.append(f"--players {args.players}: a group has 1 to 99 investigators")
    budget = args.investigative_points
    if budget is not None and not 0 <= budget <= 200:
        problems.append(f"--investigative-points {budget}: build points are from 0 to 200")
        budget = None

    # The occupation, its branch and the named picks: refused only when unknown.
    occupation = branch = None
    picks: dict[str, list[str]] = {}
    occupational = [item for item in args.occupational or () if item.strip()]
    try:
        if args.occupation is not None:
            occupation = generate.find_occupation(args.occupation, data)
            branch = generate.find_branch(occupation, args.branch)
        elif args.branch is not None:
            occupation, branch = generate.occupation_for_branch(args.branch, data)
    except ValueError as exc:
        problems.append(str(exc))
    if occupation is not None and occupational:
        candidates = [branch] if branch is not None or not occupation.branches else list(occupation.branches)
        results = [(b, *generate.occupational_picks(occupation, b, occupational, data)) for b in candidates]
        fitting = [r for r in results if not r[2]]
        if len(fitting) == 1 and branch is None:
            branch = fitting[0][0]  # the only branch whose choices hold the picks
        _, picks, pick_problems = fitting[0] if fitting else results[0]
        problems += pick_problems

    rng = _rng(args.seed)
    now = _creation_time(args.seed)
    document = None
    if not problems:
        occupation_name = occupation.name if occupation is not None else None
        branch_name = branch.name if branch is not None else None
        try:
            if args.random:
                document = generate.random_investigator(
                    rng, args.campaign, investigators, budget, occupation_name, branch_name, name,
                    now=now, data=data, occupational=occupational or None,
                )
            elif args.npc:
                document = generate.quick_npc(
                    rng, args.tier or "average", args.campaign, occupation_name, branch_name, name,
                    now=now, data=data, occupational=occupational or None,
                    investigators=investigators, investigative_budget=budget,
                )
            else:
                choice = None
                if occupation is not None:
                    choice = OccupationChoice(name=occupation.name, branch=branch_name, picks=picks)
                sheet = ToCSheet(
                    campaign=args.campaign,
                    investigators=investigators,
                    investigative_budget=budget,
                    occupation=choice,
                )
                document = _new_document(ToCDocument, sheet, name, rng, args.seed, now)
        except ValueError as exc:
            problems.append(str(exc))

    sheet = document.sheet if document is not None else ToCSheet()
    for item, label, value in sets:
        try:
            sheet = generate.with_rating(sheet, label, value, data)
        except ValueError as exc:
            problems.append(f"--set {item!r}: {exc}")
    if problems:
        raise CommandFailed(problems)
    assert document is not None  # made above whenever there was no problem
    document = document.model_copy(update={"sheet": sheet})
    return _write_new(document, args.output, TITLE, args.force)


def _add_new_toc(systems, common: argparse.ArgumentParser) -> None:
    toc = systems.add_parser(
        "toc",
        parents=[common],
        help="a Trail of Cthulhu investigator or NPC",
        description=(
            "Write a new Trail of Cthulhu sheet: blank, a random investigator built by the rules "
            "(--random: every build point spent) or a keeper's quick NPC (--npc). --set gives an "
            "ability's final rating (its pool at the rating). The sheet is written even when it "
            "breaks a creation rule; 'sheetmaker validate' says which. --answers FILE drives the "
            "creation wizard's steps from a file instead (and refuses a sheet that breaks a rule)."
        ),
    )
    _add_new_modes(
        toc,
        random_help="a random investigator built by the rules",
        tier_help="NPC key General abilities around 10, 7 or 4 (default average)",
    )
    toc.add_argument("--occupation", metavar="NAME", help="an occupation (random by default with --random/--npc)")
    toc.add_argument("--branch", metavar="NAME", help="the Military branch, e.g. Navy or Officer")
    toc.add_argument(
        "--occupational",
        action="append",
        metavar="ABILITY",
        help="a free-choice occupational pick (fills the occupation's choices in order); repeatable",
    )
    budget = toc.add_mutually_exclusive_group()
    budget.add_argument(
        "--players",
        type=int,
        metavar="N",
        help="investigators in the group: 2 gives 24 investigative build points, 3 gives 18, 4+ 16",
    )
    budget.add_argument(
        "--investigative-points", type=int, metavar="N", help="the keeper's own investigative budget"
    )
    toc.add_argument("--campaign", choices=["purist", "pulp"], default="purist", help="default purist")
    toc.add_argument(
        "--set",
        action="append",
        metavar="ABILITY=RATING",
        help="an ability's final rating, e.g. Athletics=8 or 'Library Use=3'; repeatable",
    )
    toc.add_argument(
        "--answers",
        metavar="FILE",
        help="build the investigator step by step from a JSON file of answers (- reads standard "
        "input; steps left out are randomised; nothing is written while the result breaks a "
        "creation rule); 'sheetmaker schema --answers toc' prints the format",
    )
    toc.set_defaults(handler=_cmd_new_toc, parser=toc)
