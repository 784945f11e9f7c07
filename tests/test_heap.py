import subprocess
import sys

import pytest

from paraeval.heap import fix_mmap_threshold

# Allocate and free 60 buffers of growing, changing sizes (as length-sorted batches do), keeping one small object
# alive after each so freed heap space cannot shrink back; print the resident size at the end.
CHURN = """
import sys
from paraeval.heap import fix_mmap_threshold
if sys.argv[1] == "fixed":
    assert fix_mmap_threshold()
keep = []
for i in range(60):
    big = [bytearray((1 + i % 7) * 4 * 2**20) for _ in range(3)]
    keep.append(bytearray(100))
    del big
print(next(int(l.split()[1]) for l in open("/proc/self/status") if l.startswith("VmRSS")) // 1024)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's mmap threshold")
def test_fixed_mmap_threshold_returns_freed_buffers_to_the_system():
    resident = {mode: int(subprocess.run([sys.executable, "-c", CHURN, mode], capture_output=True, text=True,
                                         check=True).stdout) for mode in ("dynamic", "fixed")}
    # with the dynamic threshold, freed multi-MiB buffers stay on the heap; fixed, they go back at once
    assert resident["fixed"] < resident["dynamic"] - 8
    assert fix_mmap_threshold() is True
