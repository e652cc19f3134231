"""3-5-8's page side (Блато): its table hooks, the panels on the felt (talon, drawing), the
announcement and draw buttons and the score pad. Registered in ui/games/."""
