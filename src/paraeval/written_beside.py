"""Writing a file so that its old version stays whole until the new one is: write beside it, then rename."""
from __future__ import annotations

import contextlib
import os


@contextlib.contextmanager
def written_beside(path: str):
    """The path to write `path`'s new content to (`path`.partial, in the same folder, so the rename is atomic);
    it replaces `path` when the block ends without error, and is removed when it does not."""
    partial = f"{path}.partial"
    try:
        yield partial
        os.replace(partial, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(partial)
        raise
