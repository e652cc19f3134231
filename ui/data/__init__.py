"""What is kept: the browser's storage made safe, the rules of a stored match (pure Python),
saves and statistics on top of them, and deal codes."""
