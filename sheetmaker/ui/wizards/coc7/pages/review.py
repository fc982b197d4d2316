"""The review page: the whole investigator in a readable form and every problem left, each a
link to the page that fixes it (the links: :class:`~sheetmaker.ui.wizards.review.ReviewPageBase`)."""

from __future__ import annotations

from html import escape

from sheetmaker.core import terms
from sheetmaker.systems.coc7.model import CHARACTERISTICS
from sheetmaker.systems.coc7.session import step_of
from sheetmaker.ui.coc7_texts import backstory_titles
from sheetmaker.ui.wizards.review import ReviewPageBase, text_lines

__all__ = ["ReviewPage"]


class ReviewPage(ReviewPageBase):
    """The finished investigator and what is still wrong with it."""

    def step_of(self, violation) -> str:
        return step_of(violation)

    def header_html(self) -> str:
        session = self.model.session
        sheet = session.sheet
        d = session.derived
        ident = session.answers.identity
        parts: list[str] = []
        name = ident.name.strip() if ident is not None else ""
        parts.append("<h2>" + escape(name or self.tr("(no name yet)")) + "</h2>")
        facts = []
        if d.occupation is not None:
            facts.append(escape(terms.term("coc7", "occupation", d.occupation.name)))
        if session.answers.age is not None:
            facts.append(self.tr("age {0}").format(sheet.age))
        facts.append(self.tr("1920s") if sheet.era == "1920s" else self.tr("modern day"))
        if ident is not None:
            if ident.pronouns:
                facts.append(escape(ident.pronouns))
            if ident.player:
                facts.append(self.tr("played by {0}").format(escape(ident.player)))
        parts.append(f"<p>{', '.join(facts)}</p>")
        if ident is not None and (ident.birthplace or ident.residence):
            parts.append(
                "<p>" + self.tr("Born in {0}; lives in {1}.").format(
                    escape(ident.birthplace or "—"), escape(ident.residence or "—")
                ) + "</p>"
            )
        return "".join(parts)

    def sheet_html(self) -> str:
        session = self.model.session
        sheet = session.sheet
        d = session.derived
        ident = session.answers.identity
        parts: list[str] = []
        # Characteristics and derived values.
        parts.append("<h3>" + self.tr("Characteristics") + "</h3><table cellspacing='0' cellpadding='3'>")
        cells = [
            f"<td><b>{escape(terms.characteristic_abbr('coc7', name))}</b></td><td>{d.characteristics[name]}</td>"
            for name in CHARACTERISTICS
        ]
        for row in range(0, len(cells), 4):
            parts.append("<tr>" + "".join(cells[row:row + 4]) + "</tr>")
        parts.append("</table>")
        derived = [
            (self.tr("HP"), d.hp_max), (self.tr("MP"), d.mp_max), (self.tr("SAN"), d.san_start),
            (self.tr("Luck"), d.luck),
            (self.tr("MOV"), d.mov), (self.tr("Build"), d.build), (self.tr("Damage Bonus"), d.damage_bonus),
        ]
        dodge = d.skill("Dodge")
        if dodge is not None:
            derived.append((self.tr("Dodge"), dodge.creation_value))
        parts.append(
            "<p>" + " &nbsp;·&nbsp; ".join(f"<b>{label}</b> {escape(str(value))}" for label, value in derived) + "</p>"
        )

        # Skills with points above their base.
        raised = [line for line in d.skills if line.creation_value != line.base]
        parts.append("<h3>" + self.tr("Skills") + "</h3>")
        if raised:
            rows = []
            shown = {
                line.label: line.label if line.custom else terms.skill_label("coc7", line.label) for line in raised
            }
            for line in sorted(raised, key=lambda line: (not line.is_occupation, shown[line.label].casefold())):
                mark = "● " if line.is_occupation else ""
                value = line.creation_value
                rows.append(
                    f"<tr><td>{mark}{escape(shown[line.label])}</td><td align='right'>{value}</td>"
                    f"<td>({value // 2}/{value // 5})</td></tr>"
                )
            parts.append("<table cellspacing='0' cellpadding='2'>" + "".join(rows) + "</table>")
            parts.append(
                "<p><small>" + self.tr("● an occupation skill. Every other skill is at its base.") + "</small></p>"
            )
        else:
            parts.append("<p>" + self.tr("No skill is raised above its base yet.") + "</p>")

        # Weapons.
        parts.append("<h3>" + self.tr("Weapons") + "</h3>")
        if sheet.weapons:
            rows = []
            for weapon in sheet.weapons:
                line = d.skill(weapon.skill)
                value = f" {line.creation_value}%" if line is not None else ""
                name = terms.term("coc7", "weapon", weapon.name)
                rows.append(
                    f"<li>{escape(name)} — {escape(terms.skill_label('coc7', weapon.skill))}{value}, "
                    + self.tr("damage {0}").format(escape(weapon.damage))
                    + (", " + self.tr("range {0}").format(escape(weapon.range)) if weapon.range else "")
                    + "</li>"
                )
            parts.append("<ul>" + "".join(rows) + "</ul>")
        else:
            parts.append("<p>" + self.tr("None.") + "</p>")

        # Money and possessions.
        cr = d.credit_rating
        cash = ident.cash if ident is not None and ident.cash else cr.cash
        assets = ident.assets if ident is not None and ident.assets else cr.assets
        parts.append("<h3>" + self.tr("Money and possessions") + "</h3>")
        parts.append(
            "<p>" + self.tr("Credit Rating {0} ({1}): cash {2}, assets {3}, spending level {4}.").format(
                cr.value, escape(terms.term("coc7", "credit_band", cr.band)), escape(cash), escape(assets),
                escape(cr.spending_level),
            ) + "</p>"
        )
        if ident is not None and ident.gear.strip():
            parts.append(f"<p>{text_lines(ident.gear)}</p>")

        # Backstory.
        if ident is not None:
            written = [(key, text) for key, text in ident.backstory.model_dump().items() if text.strip()]
            parts.append("<h3>" + self.tr("Backstory") + "</h3>")
            if written:
                names = self._backstory_names()
                parts.append(
                    "".join(f"<p><b>{escape(names.get(key, key))}:</b> {text_lines(text)}</p>" for key, text in written)
                )
            else:
                parts.append("<p>" + self.tr("Nothing written yet.") + "</p>")
        return "".join(parts)

    def _backstory_names(self) -> dict[str, str]:
        return backstory_titles()
