"""Each Space in a real browser (headless Chromium driven by Playwright), opt-in: PARAEVAL_BROWSER=1.

Needs `pip install playwright` and a Chromium: the Debian package (`apt-get install chromium`, found at
/usr/bin/chromium or $PARAEVAL_CHROMIUM) or `playwright install chromium`. At 1280 x 800 the page is scored
with its examples; the score column's heading (name, direction, range) and a score must be visible without
scrolling. Screenshots are written to $PARAEVAL_SCREENSHOTS (default: the test's temporary folder).
"""
import os
import re
import shutil
import socket

import pytest

from paraeval.metric_table import METRICS

pytestmark = pytest.mark.browser
VIEWPORT = {"width": 1280, "height": 800}


def _chromium() -> str | None:
    return os.environ.get("PARAEVAL_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.fixture(scope="module")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=_chromium(), headless=True)
        yield chromium
        chromium.close()


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.parametrize("name", sorted(METRICS))
def test_space_in_a_browser_shows_named_columns_and_a_score(name, browser, tmp_path):
    import evaluate

    import paraeval
    from paraeval.space import build_demo

    demo = build_demo(evaluate.load(paraeval.metric_path(name)))
    port = _free_port()
    demo.launch(server_name="127.0.0.1", server_port=port, prevent_thread_lock=True, quiet=True)
    page = browser.new_page(viewport=VIEWPORT)
    try:
        page.goto(f"http://127.0.0.1:{port}/", wait_until="networkidle")
        page.get_by_role("button", name="Score").click()
        heading = page.locator("th", has_text=METRICS[name].score_column).first
        heading.wait_for(state="visible", timeout=120_000)
        page.wait_for_load_state("networkidle")
        page.wait_for_timeout(1500)  # charts and pictures draw after the table
        folder = os.environ.get("PARAEVAL_SCREENSHOTS", str(tmp_path))
        os.makedirs(folder, exist_ok=True)
        page.screenshot(path=os.path.join(folder, f"{name}.png"))
        score = page.locator("td").filter(has_text=re.compile(r"^\s*-?\d+(\.\d+)?\s*$")).first
        for cell in (heading, score):  # the score's heading and the first score
            box = cell.bounding_box()
            assert box and box["x"] + box["width"] <= VIEWPORT["width"] and box["y"] + box["height"] <= VIEWPORT["height"], \
                "the score is out of view at 1280 x 800"
        headings = page.locator("th").all_inner_texts()
        for column in METRICS[name].inputs:  # every column is named
            assert any(column in text for text in headings), (column, headings)
    finally:
        page.close()
        demo.close()
