"""What the page says, pure Python with no browser import: the catalogues and number formats
(i18n), the names of the rule variants, the coach's sentences, the rules pages' sections and the
lessons' words. Each game's own words are in its package under ui/games/."""
