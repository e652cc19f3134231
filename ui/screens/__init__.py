"""The page's screens beside the table: the menu, statistics, rules, learn to play, replays,
positions and puzzles from links, sharing, and export/import."""
