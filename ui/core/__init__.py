"""What every screen stands on: the DOM helpers, slices of work between frames, notices, the
modal dialog, sounds and the player's settings."""
