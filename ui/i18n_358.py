"""Kept so that today's ``from ui import i18n_358`` still works until those imports go (issue 13,
phase 2): the words of the 3-5-8 table now live in ui/locale/*.po (keys ``b_...``)."""
