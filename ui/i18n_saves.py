"""Kept so that today's ``from ui import i18n_saves`` still works until that import goes (issue
13, phase 2): the words of saves, notices and statistics now live in ui/locale/*.po."""
