"""The review page of the Trail of Cthulhu creation wizard: the whole investigator readable
(occupation, campaign, build points per pool, abilities by family, Health, Stability, Sanity,
Hit Threshold, languages, Drive, Pillars, Sources, weapons, equipment) and every problem left,
each a link to the page that fixes it (:class:`~sheetmaker.ui.wizards.review.ReviewPageBase`)."""

from __future__ import annotations

from html import escape

from sheetmaker.core import terms
from sheetmaker.ui.wizards.review import ReviewPageBase, text_lines
from sheetmaker.ui.wizards.toc.pages.identity import weapon_text

__all__ = ["ReviewPage"]

#: The ability families in the order of the sheet.
_FAMILIES = ("Academic", "Interpersonal", "Technical", "General")


class ReviewPage(ReviewPageBase):
    """The finished investigator and what is still wrong with it."""

    def step_of(self, violation) -> str:
        return self.model.session.step_of(violation)

    def header_html(self) -> str:
        session = self.model.session
        sheet = session.sheet
        d = session.derived
        ident = session.answers.identity
        name = ident.name.strip() if ident is not None else ""
        parts = ["<h2>" + escape(name or self.tr("(no name yet)")) + "</h2>"]
        facts = []
        if d.occupation is not None:
            branch = f" ({terms.term('toc', 'branch', d.branch.name)})" if d.branch is not None else ""
            facts.append(escape(terms.term("toc", "occupation", d.occupation.name) + branch))
        if sheet.age is not None:
            facts.append(self.tr("age {0}").format(sheet.age))
        facts.append(self.tr("Purist campaign") if sheet.campaign == "purist" else self.tr("Pulp campaign"))
        if ident is not None and ident.player:
            facts.append(self.tr("played by {0}").format(escape(ident.player)))
        parts.append(f"<p>{', '.join(facts)}</p>")
        return "".join(parts)

    def sheet_html(self) -> str:
        session = self.model.session
        sheet = session.sheet
        d = session.derived
        parts: list[str] = []

        # Build points.
        parts.append("<h3>" + self.tr("Build points") + "</h3><p>")
        pools = ((self.tr("Investigative"), d.investigative), (self.tr("General"), d.general))
        parts.append("<br/>".join(
            self.tr("{0}: {1} spent of {2}, {3} left").format(label, budget.spent, budget.total, budget.left)
            + (" " + self.tr("({0} withheld)").format(budget.withheld) if budget.withheld else "")
            for label, budget in pools
        ) + "</p>")

        # Pools and thresholds.
        values = [
            (self.tr("Health"), d.health.rating), (self.tr("Stability"), d.stability.rating),
            (self.tr("Sanity"), d.sanity.rating), (self.tr("Hit Threshold"), d.hit_threshold),
        ]
        parts.append(
            "<p>" + " &nbsp;·&nbsp; ".join(f"<b>{label}</b> {value}" for label, value in values) + "</p>"
        )
        cr = d.credit_rating
        parts.append(
            "<p>"
            + self.tr("Credit Rating {0}: {1}.").format(cr.value, escape(terms.term("toc", "stratum", cr.stratum)))
            + "</p>"
        )

        # Abilities by family.
        parts.append("<h3>" + self.tr("Abilities") + "</h3>")
        any_rated = False
        for family in _FAMILIES:
            lines = [
                line for line in d.abilities
                if line.known and line.family == family and (line.rating > 0 or line.occupational)
            ]
            if not lines:
                continue
            any_rated = True
            cells = ", ".join(
                ("● " if line.occupational else "") + f"{escape(terms.term('toc', 'ability', line.name))} {line.rating}"
                for line in lines
            )
            parts.append(f"<p><b>{escape(terms.term('toc', 'family', family))}:</b> {cells}</p>")
        if any_rated:
            parts.append("<p><small>" + self.tr("● an occupational ability (half price).") + "</small></p>")
        else:
            parts.append("<p>" + self.tr("No ability is rated yet.") + "</p>")

        # The mind.
        parts.append("<h3>" + self.tr("Languages") + "</h3>")
        parts.append(
            "<p>" + (escape(", ".join(sheet.languages)) if sheet.languages else self.tr("Only the mother tongue."))
            + "</p>"
        )
        parts.append("<h3>" + self.tr("Drive") + "</h3>")
        if sheet.drive:
            parts.append(f"<p><b>{escape(terms.term('toc', 'drive', sheet.drive))}</b></p>")
            if sheet.drive_reason.strip():
                parts.append(f"<p>{text_lines(sheet.drive_reason)}</p>")
        else:
            parts.append("<p>" + self.tr("None chosen yet.") + "</p>")
        parts.append("<h3>" + self.tr("Pillars of Sanity") + "</h3>")
        if sheet.pillars_of_sanity:
            parts.append("<ul>" + "".join(f"<li>{escape(p.name)}</li>" for p in sheet.pillars_of_sanity) + "</ul>")
        else:
            parts.append("<p>" + self.tr("None.") + "</p>")
        if sheet.campaign == "pulp" or sheet.sources_of_stability:
            parts.append("<h3>" + self.tr("Sources of Stability") + "</h3>")
            if sheet.sources_of_stability:
                parts.append("<ul>" + "".join(
                    f"<li>{escape(s.name)}" + (f" — {escape(s.relation)}" if s.relation else "") + "</li>"
                    for s in sheet.sources_of_stability
                ) + "</ul>")
            else:
                parts.append("<p>" + self.tr("None.") + "</p>")

        # Gear and person.
        parts.append("<h3>" + self.tr("Weapons") + "</h3>")
        if sheet.weapons:
            parts.append("<ul>" + "".join(f"<li>{escape(weapon_text(w))}</li>" for w in sheet.weapons) + "</ul>")
        else:
            parts.append("<p>" + self.tr("None.") + "</p>")
        for title, text in (
            (self.tr("Equipment"), sheet.equipment),
            (self.tr("Occupational benefits"), sheet.occupational_benefits),
            (self.tr("Appearance"), sheet.appearance),
            (self.tr("Background"), sheet.background),
        ):
            if text.strip():
                parts.append(f"<h3>{title}</h3><p>{text_lines(text)}</p>")
        return "".join(parts)
