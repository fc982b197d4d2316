"""Marks and values stand apart from their neighbours (issue 23, item 12)."""

from __future__ import annotations

from sheetmaker.pdf.common import Pen

from .conftest import coc_npcs, render_boxes, sample, toc_npcs


def test_the_occupation_dot_stands_clear_of_the_improvement_box(monkeypatch):
    # "☐• Persuade": the dot touched the box before.
    boxes: list[tuple[float, float, float]] = []
    dots: list[tuple[float, float, float]] = []
    checkbox, dot = Pen.checkbox, Pen.dot

    def record_box(self, x, y, size, checked, name=""):
        boxes.append((x, y, size))
        return checkbox(self, x, y, size, checked, name)

    def record_dot(self, x, y, r=1.6):
        dots.append((x, y, r))
        return dot(self, x, y, r)

    monkeypatch.setattr(Pen, "checkbox", record_box)
    monkeypatch.setattr(Pen, "dot", record_dot)
    _data, texts = render_boxes([sample("harvey-walters")])
    assert len(dots) >= 8
    for x, y, r in dots:
        # The improvement box on the dot's line, just left of it.
        [(bx, _by, size)] = [b for b in boxes if abs(b[1] + 3.0 - y) < 4 and 0 < x - b[0] < 15]
        assert x - r - (bx + size) >= 3.0, (x, bx, size)
        # The label to the right: at least 3 pt clear of the dot.
        label = min((t for t in texts if abs(t.y0 - y) < 6 and t.x0 > x), key=lambda t: t.x0)
        assert label.x0 - (x + r) >= 3.0, (label.text, label.x0, x)


def _cells(boxes, labels):
    """(label box, value box, next label box) of a characteristic row."""
    found = []
    for box in boxes:
        if box.text in labels:
            same_line = sorted((b for b in boxes if abs(b.y0 - box.y0) < 1.5 and b.x0 > box.x1), key=lambda b: b.x0)
            found.append((box, same_line))
    return found


def test_statblock_values_sit_beside_their_own_label():
    # "STR   70 CON   55 SIZ": the value was pushed against the next label.
    _data, boxes = render_boxes(coc_npcs(4) + toc_npcs(2), layout="statblock")
    checked = 0
    for label, rest in _cells(boxes, {"STR", "CON", "SIZ", "DEX", "APP", "INT", "POW", "EDU"}):
        if len(rest) < 2 or not rest[0].text.isdigit():
            continue
        value, following = rest[0], rest[1]
        assert value.x0 - label.x1 <= 4.0, (label.text, value.text)
        assert following.x0 - value.x1 >= 2 * (value.x0 - label.x1), (label.text, value.text, following.text)
        checked += 1
    assert checked >= 12
