"""Headless tools behind `python -m game …` and `python main.py --smoke`."""
