"""The real corpus' score table in the suite's output (issue 22): after the tests, one line per
format, "real corpus: statblock-coc-en 7e 56.5% (...)", whenever the corpus test ran."""

from __future__ import annotations


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    from tests.io.real import scoring

    if scoring.LAST_SUMMARY:
        terminalreporter.section("real corpus")
        for line in scoring.LAST_SUMMARY:
            terminalreporter.write_line(line)
