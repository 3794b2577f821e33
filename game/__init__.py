"""Table Tales: five family board games in one desktop game (see README.md)."""
import os

# numpy's BLAS starts a thread per core for matrix products, even the physics' small ones; on a 2-core machine
# that is also drawing, those threads wait on each other (a 40-body physics frame measured 1.1 ms on one thread,
# 6.5 ms threaded). The game wants one numerical thread. This must run before numpy is first imported.
for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_name, "1")
