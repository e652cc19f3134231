"""Words of saves, notices, import/export, deal codes, player names and statistics, in the three
languages (added to ui.i18n's tables at import)."""

from __future__ import annotations

from ui import i18n

EN = {
    "bad_entry": "Your {what} could not be read and was set aside (it stays in Menu → Export): "
                 "{why}.",
    "what_game": "saved {game} game", "what_stats": "statistics",
    "why_not_json": "the text is damaged (not JSON)",
    "why_not_a_save": "it is not a saved game",
    "why_format": "it was saved by a newer version of the page (format {format})",
    "why_game": "it belongs to another game",
    "why_options": "its rule options are unknown",
    "why_replay": "move {n} in it is not a legal move",
    "why_too_large": "it is far too large",
    "why_stats": "the statistics are in an unknown format",
    "why_slot_busy": "a game of that kind is already in progress here (delete it first)",
    "why_import_file": "this is not an export of this page",
    "other_tab_readonly": "Another tab moved this game on: this tab now shows its latest state "
                          "and is read-only.",
    "take_over": "Continue in this tab",
    "readonly": "This tab is read-only: the game goes on in another tab.",
    "players": "Player names", "player_n": "Player {n}",
    "deal_code": "Deal code", "deal_code_enter": "Enter a code to replay that deal",
    "deal_play": "Play this deal", "deal_code_is": "Deal code",
    "bad_deal_code": "“{code}” is not a deal code (example: K-default-1234 or B-default-77).",
    "your_data": "Your games and statistics", "statistics": "Statistics",
    "export": "Export to a file", "import": "Import a file",
    "saved_games": "Saved games", "resume_short": "Resume", "delete": "Delete",
    "delete_game": "Delete the saved {game} game",
    "delete_confirm": "Delete the saved {game} game?",
    "game": "Game", "date": "Saved",
    "import_bad": "This file could not be imported: it is not an export of this page.",
    "imported": "Imported: {games} saved game(s), {matches} finished match(es) in the "
                "statistics.",
    "import_skipped": "Not imported: {what}.",
    "stats_title": "Statistics", "played": "Played", "won": "Won", "average": "Average score",
    "best": "Best match", "per_contract": "Average points per hand, by contract",
    "made_targets": "Targets made", "recent_scores": "Recent match scores",
    "no_stats": "No finished match yet.", "back": "Back to the menu",
    "level_word": "Level", "deals_made": "{made} of {deals} deals ({pct}%)",
}

PT = {
    "bad_entry": "Não foi possível ler {what}; foi deixado de lado (continua em Menu → "
                 "Exportar): {why}.",
    "what_game": "a partida salva de {game}", "what_stats": "as estatísticas",
    "why_not_json": "o texto está danificado (não é JSON)",
    "why_not_a_save": "não é uma partida salva",
    "why_format": "foi salva por uma versão mais nova da página (formato {format})",
    "why_game": "pertence a outro jogo",
    "why_options": "suas opções de regras são desconhecidas",
    "why_replay": "a jogada {n} não é permitida",
    "why_too_large": "é grande demais",
    "why_stats": "as estatísticas estão num formato desconhecido",
    "why_slot_busy": "já há uma partida desse jogo em andamento aqui (apague-a antes)",
    "why_import_file": "não é uma exportação desta página",
    "other_tab_readonly": "Outra aba avançou esta partida: esta aba mostra o estado mais "
                          "recente e ficou somente leitura.",
    "take_over": "Continuar nesta aba",
    "readonly": "Esta aba é somente leitura: a partida continua em outra aba.",
    "players": "Nomes dos jogadores", "player_n": "Jogador {n}",
    "deal_code": "Código da mão", "deal_code_enter": "Digite um código para jogar essa mão",
    "deal_play": "Jogar esta mão", "deal_code_is": "Código da mão",
    "bad_deal_code": "“{code}” não é um código de mão (exemplo: K-default-1234 ou "
                     "B-default-77).",
    "your_data": "Suas partidas e estatísticas", "statistics": "Estatísticas",
    "export": "Exportar para arquivo", "import": "Importar arquivo",
    "saved_games": "Partidas salvas", "resume_short": "Continuar", "delete": "Apagar",
    "delete_game": "Apagar a partida salva de {game}",
    "delete_confirm": "Apagar a partida salva de {game}?",
    "game": "Jogo", "date": "Salva em",
    "import_bad": "Não foi possível importar este arquivo: não é uma exportação desta página.",
    "imported": "Importado: {games} partida(s) salva(s), {matches} partida(s) terminada(s) nas "
                "estatísticas.",
    "import_skipped": "Não importado: {what}.",
    "stats_title": "Estatísticas", "played": "Jogadas", "won": "Vencidas",
    "average": "Pontuação média", "best": "Melhor partida",
    "per_contract": "Média de pontos por mão, por contrato",
    "made_targets": "Metas cumpridas", "recent_scores": "Pontuações recentes",
    "no_stats": "Nenhuma partida terminada ainda.", "back": "Voltar ao menu",
    "level_word": "Nível", "deals_made": "{made} de {deals} mãos ({pct}%)",
}

BG = {
    "bad_entry": "{what} не може да се прочете и е оставена настрана (запазва се в Меню → "
                 "Експорт): {why}.",
    "what_game": "Запазената игра {game}", "what_stats": "Статистиката",
    "why_not_json": "текстът е повреден (не е JSON)",
    "why_not_a_save": "това не е запазена игра",
    "why_format": "запазена е от по-нова версия на страницата (формат {format})",
    "why_game": "принадлежи на друга игра",
    "why_options": "опциите на правилата са непознати",
    "why_replay": "ход {n} в нея не е разрешен",
    "why_too_large": "твърде голяма е",
    "why_stats": "статистиката е в непознат формат",
    "why_slot_busy": "тук вече има започната игра от този вид (първо я изтрийте)",
    "why_import_file": "това не е експорт от тази страница",
    "other_tab_readonly": "Друг раздел продължи тази игра: този раздел показва последното й "
                          "състояние и е само за четене.",
    "take_over": "Продължи в този раздел",
    "readonly": "Този раздел е само за четене: играта продължава в друг раздел.",
    "players": "Имена на играчите", "player_n": "Играч {n}",
    "deal_code": "Код на раздаването", "deal_code_enter": "Въведете код, за да изиграете "
                                                          "същото раздаване",
    "deal_play": "Играй това раздаване", "deal_code_is": "Код на раздаването",
    "bad_deal_code": "„{code}“ не е код на раздаване (пример: K-default-1234 или "
                     "B-default-77).",
    "your_data": "Вашите игри и статистика", "statistics": "Статистика",
    "export": "Експорт във файл", "import": "Импорт от файл",
    "saved_games": "Запазени игри", "resume_short": "Продължи", "delete": "Изтрий",
    "delete_game": "Изтрий запазената игра {game}",
    "delete_confirm": "Да се изтрие ли запазената игра {game}?",
    "game": "Игра", "date": "Запазена",
    "import_bad": "Файлът не може да се импортира: не е експорт от тази страница.",
    "imported": "Импортирани: {games} запазени игри, {matches} завършени игри в статистиката.",
    "import_skipped": "Не са импортирани: {what}.",
    "stats_title": "Статистика", "played": "Изиграни", "won": "Спечелени",
    "average": "Среден резултат", "best": "Най-добра игра",
    "per_contract": "Средни точки на ръка по договор",
    "made_targets": "Изпълнени цели", "recent_scores": "Последни резултати",
    "no_stats": "Още няма завършена игра.", "back": "Обратно към менюто",
    "level_word": "Ниво", "deals_made": "{made} от {deals} раздавания ({pct}%)",
}

for _lang, _table in (("en", EN), ("pt-BR", PT), ("bg", BG)):
    i18n.add(_lang, _table)
