"""Simulations split into blocks of deals that run on several processes and add up to the same result.

A run of ``deals`` is cut into blocks of :data:`BLOCK` deals; block 0 plays
with the run's seed and block *i* with a seed derived from it, each with fresh
bots. The blocks are the same however many processes play them, and their
results are merged in block order, so ``jobs=2`` gives exactly what ``jobs=1``
gives, only sooner. A job names the module-level function that builds its line-up (by default
:func:`holdem.bots.lineup.build`, the kinds ``holdem sim`` seats), so that it can be sent to
another process.

>>> job = SimJob(tokens=("call", "random"), seed=3, deals=4)
>>> [block.deals for block in blocks(SimJob(tokens=("call", "random"), seed=3, deals=1200))]
[500, 500, 200]
>>> run([job], jobs=1)[0].hands
4
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, replace

from holdem.bots.lineup import Builder, build
from holdem.bots.simulator import Money, SimResult, simulate
from holdem.engine.game import Game
from holdem.engine.rng import stream

BLOCK = 500
"""Deals per block: the unit of work given to a process (and the span of the bots' memories)."""


@dataclass(frozen=True, slots=True)
class SimJob:
    """One simulation, by kind tokens so it can be sent to another process."""

    tokens: tuple[str, ...]
    seed: int
    deals: int
    duplicate: bool = False
    carry: bool = False
    allin_adjust: bool = True
    keep_deals: bool = False
    block: int = BLOCK
    game: Game = Game.NO_LIMIT
    build: Builder = build
    """Builds the line-up from ``tokens`` and a seed: a module-level function, so that the job pickles."""


def block_seed(seed: int, index: int) -> int:
    """The seed of block ``index``: the run's own seed for the first block."""
    return seed if index == 0 else stream(seed, f"block:{index}").getrandbits(48)


def blocks(job: SimJob) -> list[SimJob]:
    """The job cut into blocks of at most ``job.block`` deals, each with its own seed."""
    starts = range(0, job.deals, job.block)
    return [
        replace(job, seed=block_seed(job.seed, i), deals=min(job.block, job.deals - start))
        for i, start in enumerate(starts)
    ]


def play_block(job: SimJob) -> SimResult:
    """Play one block in this process."""
    bots = job.build(job.tokens, job.seed)  # what ``simulate`` would build from the block's seed
    return simulate(
        [bot.name for bot in bots], lambda _: bots, deals=job.deals, seed=job.seed, duplicate=job.duplicate,
        carry=job.carry, allin_adjust=job.allin_adjust, keep_deals=job.keep_deals, game=job.game,
    )


def merge(parts: Sequence[SimResult]) -> SimResult:
    """One result from blocks of the same line-up, in the order given."""
    first = parts[0]
    merged = SimResult(names=first.names, big_blind=first.big_blind)
    for part in parts:
        merged.hands += part.hands
        merged.deals += part.deals
        for name, stats in part.stats.items():
            merged.stats.add(name, stats)
        for name, money in part.money.items():
            total = merged.money.setdefault(name, Money(hands_per_unit=money.hands_per_unit))
            total.units += money.units
            total.total += money.total
            total.squares += money.squares
        for name, count in part.rebuys.items():
            merged.rebuys[name] = merged.rebuys.get(name, 0) + count
        for name, nets in part.deal_nets.items():
            merged.deal_nets.setdefault(name, []).extend(nets)
    return merged


Progress = Callable[[int, int], None]


def run(jobs_to_run: Sequence[SimJob], jobs: int = 1, progress: Progress | None = None) -> list[SimResult]:
    """Each job's merged result, its blocks spread over ``jobs`` processes (1: this process)."""
    work = [(index, block) for index, job in enumerate(jobs_to_run) for block in blocks(job)]
    done_deals, total_deals = 0, sum(job.deals for job in jobs_to_run)
    outputs: dict[int, SimResult] = {}
    if jobs <= 1:
        for position, (_, block) in enumerate(work):
            outputs[position] = play_block(block)
            done_deals += block.deals
            if progress is not None:
                progress(done_deals, total_deals)
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = {pool.submit(play_block, block): position for position, (_, block) in enumerate(work)}
            for future in as_completed(futures):
                outputs[futures[future]] = future.result()
                done_deals += work[futures[future]][1].deals
                if progress is not None:
                    progress(done_deals, total_deals)
    return [
        merge([outputs[p] for p, (owner, _) in enumerate(work) if owner == index])
        for index in range(len(jobs_to_run))
    ]
