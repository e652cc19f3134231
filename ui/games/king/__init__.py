"""King's page side: its table hooks and the paper score block. Registered in ui/games/."""
