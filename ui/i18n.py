"""Every word of the page in Portuguese (Brazil), Bulgarian and English.

``t(key, **params)`` looks the key up in the current language, then English. ``reason(code,
params, kind)`` says an engine refusal (``IllegalAction.code``) in the player's language; a code
missing from the tables falls back to the engine's own English template. Game modules may add
words with ``add(lang, table)`` (3-5-8 words may live in ui/i18n_358.py).
"""

from __future__ import annotations

LANGS = ("pt-BR", "bg", "en")
LANG_NAMES = {"pt-BR": "Português (Brasil)", "bg": "Български", "en": "English"}
_current = ["en"]

EN = {
    "title": "King & 3-5-8",
    "subtitle": "Brazilian King and Bulgarian 3-5-8 against the computer, in your browser.",
    "play_king": "Play King", "play_358": "Play 3-5-8",
    "resume": "Resume {game} (hand {hand})",
    "settings": "Settings", "rules_options": "House rules",
    "level": "Computer players", "speed": "Pace", "language": "Language", "seed": "Deal number",
    "seed_hint": "empty = random", "preset": "Rule preset", "options": "Options",
    "four_colour": "Four-colour deck", "large_cards": "Large cards",
    "level_random": "Random (beginner)", "level_easy": "Easy", "level_medium": "Medium",
    "level_hard": "Hard", "level_expert": "Expert",
    "speed_slow": "Slow", "speed_normal": "Normal", "speed_fast": "Fast",
    "speed_instant": "Instant",
    "preset_default": "Standard (Brazil)", "preset_portuguese": "Portuguese style",
    "preset_free_choice": "Free order of negatives", "preset_quick": "Quick match",
    "preset_sergeant_major": "Sergeant Major (English)",
    "preset_compulsory_trump": "Compulsory trumping",
    "you": "You", "names": "Ana|Bruno|Carla", "names3": "Ana|Bruno",
    "dealer": "Dealer", "dealer_short": "D", "beneficiary": "Beneficiado",
    "beneficiary_short": "B", "thinking": "thinking…", "your_turn": "Your turn",
    "waiting": "Waiting for {name}…",
    "hand_of": "Hand {n} of {total}", "tricks": "Tricks", "points": "Points",
    "score": "Score", "scoresheet": "Score sheet", "last_trick": "Last trick",
    "hand_tricks": "Tricks of this hand", "undo": "Undo", "new_game": "New game",
    "menu": "Menu", "close": "Close", "no_tricks_yet": "No trick has been played yet.",
    "trick_n": "Trick {n}", "won_by": "won by {name}", "your_hand": "Your hand",
    "actions": "Your decision", "table": "Table", "trick": "Trick in play",
    "hand_word": "Hand", "contract": "Contract", "total": "Total", "balance": "Balance",
    "negative": "−", "positive": "+", "neg_long": "Negative", "pos_long": "Positive",
    "check": "Check", "check_text": "negatives {neg} (of -1300), positives {pos} (of +1300)",
    "game_over": "Match over", "winner": "{names} wins with {score}.",
    "winners": "{names} share the win with {score}.", "you_win": "You win with {score}!",
    "play_again": "Play again", "taken": "Taken",
    "cards_left": "{n} cards", "scores_now": "Scores",
    "not_your_turn": "Wait: it is {name}'s turn.",
    "leads": "{name} leads.",
    # narration
    "n_plays": "{name} plays {card}.", "n_takes": "{name} takes the trick.",
    "n_hand_over": "Hand {n} ({contract}) is over: {scores}.",
    "n_new_hand": "Hand {n}: {contract}. {dealer} deals.",
    "n_game_over": "The match is over. {result}",
    "n_your_turn": "Your turn.",
    "n_generic": "{name}: {action}.",
    "resumed": "Your game was resumed.",
    # notices
    "bad_save": "Your saved game could not be read and was set aside ({why}).",
    "storage_off": "This browser does not let the page save: the game is kept only while the "
                   "tab is open.",
    "storage_full": "The browser's storage is full: the game could not be saved.",
    "other_tab": "Another tab moved this game on. Reload to continue from there.",
    "undo_none": "There is no decision of yours to take back yet.",
    "error": "Something went wrong: {why}",
    # actions (generic)
    "a_pass": "Pass", "a_accept": "Accept", "a_refuse": "Refuse", "a_decline": "Decline",
    "a_notrump": "No trump", "a_trump": "Trump {suit}", "a_bid": "{n}",
    "a_contract": "{contract}", "a_dealer": "{name} deals", "a_draw": "Draw {suit} from {name}",
    "a_discard": "Discard {card}",
    "suit_C": "clubs", "suit_D": "diamonds", "suit_H": "hearts", "suit_S": "spades",
    "suit1_C": "club", "suit1_D": "diamond", "suit1_H": "heart", "suit1_S": "spade",
    "card_name": "{rank} of {suit}",
    "rank_A": "ace", "rank_K": "king", "rank_Q": "queen", "rank_J": "jack", "rank_T": "ten",
    "phase_contract": "choosing", "phase_auction": "auction", "phase_trump": "trump",
    "phase_play": "play", "phase_over": "over", "phase_announce": "announcement",
    "phase_draw": "drawing", "phase_discard": "talon",
    # King
    "k_vazas": "Vazas", "k_copas": "Copas", "k_homens": "Homens", "k_mulheres": "Mulheres",
    "k_king": "King", "k_ultimas": "Duas últimas", "k_positiva": "Positiva",
    "k_leilao": "Leilão",
    "r_vazas": "Take no tricks: −20 for each trick.",
    "r_copas": "Take no hearts: −20 each. No heart lead while you hold another suit.",
    "r_homens": "Take no kings or jacks: −30 each.",
    "r_mulheres": "Take no queens: −50 each.",
    "r_king": "Do not take the King of hearts (−160); play it as soon as you cannot follow "
              "suit. No heart lead while you hold another suit.",
    "r_ultimas": "Do not take the last two tricks: −90 each.",
    "r_positiva": "Take tricks: +25 each.",
    "r_positiva_trump": "Take tricks: +25 each. Trump: {suit}.",
    "r_positiva_auction": "The beneficiary names trump or sells that right in the auction.",
    "k_bid": "offers {n}", "k_pass": "passes", "k_accept": "accepts", "k_refuse": "refuses",
    "k_decline": "declines the hand (100/75/75/75)", "k_trump": "names {suit} as trump",
    "k_notrump": "plays without trump", "k_contract": "chooses {contract}",
    "k_dealer": "names {name} to deal",
    "k_offer_n": "Offer {n}", "k_accept_n": "Accept {n}", "k_refuse_n": "Refuse {n}",
    "k_calls": "Calls", "k_no_calls": "No call yet.",
    "k_standing": "Best offer: {name}, {n} tricks.", "k_accepted": "Accepted: {n}.",
    "k_sold": "Sold to {name} for {n} tricks ({pts} points).",
    "k_kept": "{name} kept the right.", "k_declined": "Hand declined.",
    "k_you_ben": "You are the beneficiary: accept, refuse or decline.",
    "k_name_trump": "Name the trump suit.", "k_offer_prompt": "Offer tricks for the trump right.",
    "k_choose_contract": "Choose the contract of this hand.",
    "k_choose_dealer": "You received the King of hearts: name the first dealer.",
    "k_pen_taken": "Penalty cards taken",
    "k_trump_is": "Trump: {suit}",
    # reasons (King codes; shared codes used by 3-5-8 too)
    "x_malformed": "“{action}” is not a move of this game.",
    "x_game_over": "The match is over.",
    "x_wrong_phase": "That is not possible now: this is the {phase} step.",
    "x_not_in_hand": "You do not hold {card}.",
    "x_not_legal": "That move is not allowed now.",
    "x_must_follow_suit": "You must follow suit: you hold {suit}.",
    "x_heart_lead": "You may not lead hearts while you hold another suit.",
    "x_king_of_hearts": "You must play the King of hearts now: you cannot follow suit.",
    "x_king_of_hearts_over_ace": "You must play the King of hearts: the Ace of hearts is in "
                                 "the trick.",
    "x_penalty_discard": "You cannot follow suit, so you must throw a penalty card ({cards}).",
    "x_trump_lead": "You may not lead trumps while you hold another suit.",
    "x_trump_not_played": "You may not lead trumps before trumps have been played.",
    "x_must_trump": "You cannot follow suit, so you must trump.",
    "x_must_overtrump": "You must play a trump higher than {card}.",
    "x_bid_range": "An offer is from 1 to 13 tricks.",
    "x_bid_too_low": "Your offer must be at least {min} tricks.",
    "x_bid_not_senior": "You may equal {amount} only if you speak before its holder; offer {min} "
                        "or more.",
    "x_not_beneficiary": "Only the beneficiary may do that now.",
    "x_not_bidder": "Only an opponent of the beneficiary may do that now.",
    "x_no_offer_to_decide": "There is no offer to accept or refuse now.",
    "x_decline_not_allowed": "You may decline only while the best offer is at most {max} and "
                             "nothing was accepted.",
    "x_notrump_not_allowed": "No trump is not a contract in these rules.",
    "x_contract_played": "{contract} has already been played.",
    "x_contract_unknown": "{contract} is not a contract of this match.",
    "x_no_seat": "There is no such seat.",
}

PT = {
    "title": "King & 3-5-8",
    "subtitle": "King brasileiro e 3-5-8 búlgaro contra o computador, no seu navegador.",
    "play_king": "Jogar King", "play_358": "Jogar 3-5-8",
    "resume": "Continuar {game} (mão {hand})",
    "settings": "Configurações", "rules_options": "Regras da casa",
    "level": "Jogadores do computador", "speed": "Ritmo", "language": "Idioma",
    "seed": "Número da distribuição", "seed_hint": "vazio = aleatório",
    "preset": "Conjunto de regras", "options": "Opções",
    "four_colour": "Baralho de quatro cores", "large_cards": "Cartas grandes",
    "level_random": "Aleatório (iniciante)", "level_easy": "Fácil", "level_medium": "Médio",
    "level_hard": "Difícil", "level_expert": "Especialista",
    "speed_slow": "Lento", "speed_normal": "Normal", "speed_fast": "Rápido",
    "speed_instant": "Instantâneo",
    "preset_default": "Padrão (Brasil)", "preset_portuguese": "Estilo português",
    "preset_free_choice": "Negativas em ordem livre", "preset_quick": "Partida rápida",
    "preset_sergeant_major": "Sergeant Major (inglês)",
    "preset_compulsory_trump": "Trunfo obrigatório",
    "you": "Você", "names": "Ana|Bruno|Carla", "names3": "Ana|Bruno",
    "dealer": "Carteador", "dealer_short": "C", "beneficiary": "Beneficiado",
    "beneficiary_short": "B", "thinking": "pensando…", "your_turn": "Sua vez",
    "waiting": "Aguardando {name}…",
    "hand_of": "Mão {n} de {total}", "tricks": "Vazas", "points": "Pontos",
    "score": "Placar", "scoresheet": "Folha de pontos", "last_trick": "Última vaza",
    "hand_tricks": "Vazas desta mão", "undo": "Desfazer", "new_game": "Nova partida",
    "menu": "Menu", "close": "Fechar", "no_tricks_yet": "Nenhuma vaza foi jogada ainda.",
    "trick_n": "Vaza {n}", "won_by": "levada por {name}", "your_hand": "Sua mão",
    "actions": "Sua decisão", "table": "Mesa", "trick": "Vaza em jogo",
    "hand_word": "Mão", "contract": "Contrato", "total": "Total", "balance": "Saldo",
    "negative": "−", "positive": "+", "neg_long": "Negativas", "pos_long": "Positivas",
    "check": "Prova", "check_text": "negativas {neg} (de -1300), positivas {pos} (de +1300)",
    "game_over": "Fim da partida", "winner": "{names} vence com {score}.",
    "winners": "{names} dividem a vitória com {score}.", "you_win": "Você venceu com {score}!",
    "play_again": "Jogar de novo", "taken": "Levou",
    "cards_left": "{n} cartas", "scores_now": "Placar",
    "not_your_turn": "Espere: é a vez de {name}.",
    "leads": "{name} sai.",
    "n_plays": "{name} joga {card}.", "n_takes": "{name} leva a vaza.",
    "n_hand_over": "Fim da mão {n} ({contract}): {scores}.",
    "n_new_hand": "Mão {n}: {contract}. {dealer} dá as cartas.",
    "n_game_over": "Fim da partida. {result}",
    "n_your_turn": "Sua vez.",
    "n_generic": "{name}: {action}.",
    "resumed": "Sua partida foi retomada.",
    "bad_save": "Não foi possível ler a partida salva; ela foi deixada de lado ({why}).",
    "storage_off": "Este navegador não deixa a página salvar: a partida só fica guardada "
                   "enquanto a aba estiver aberta.",
    "storage_full": "O armazenamento do navegador está cheio: a partida não foi salva.",
    "other_tab": "Outra aba avançou esta partida. Recarregue para continuar de lá.",
    "undo_none": "Ainda não há decisão sua para desfazer.",
    "error": "Algo deu errado: {why}",
    "a_pass": "Passo", "a_accept": "Aceitar", "a_refuse": "Recusar",
    "a_decline": "Não cartear", "a_notrump": "Sem trunfo", "a_trump": "Trunfo {suit}",
    "a_bid": "{n}", "a_contract": "{contract}", "a_dealer": "{name} dá as cartas",
    "a_draw": "Puxar {suit} de {name}", "a_discard": "Descartar {card}",
    "suit_C": "paus", "suit_D": "ouros", "suit_H": "copas", "suit_S": "espadas",
    "suit1_C": "paus", "suit1_D": "ouros", "suit1_H": "copas", "suit1_S": "espadas",
    "card_name": "{rank} de {suit}",
    "rank_A": "ás", "rank_K": "rei", "rank_Q": "dama", "rank_J": "valete", "rank_T": "dez",
    "phase_contract": "escolha", "phase_auction": "leilão", "phase_trump": "trunfo",
    "phase_play": "jogo", "phase_over": "fim", "phase_announce": "anúncio",
    "phase_draw": "puxada", "phase_discard": "monte",
    "k_vazas": "Vazas", "k_copas": "Copas", "k_homens": "Homens", "k_mulheres": "Mulheres",
    "k_king": "King", "k_ultimas": "Duas últimas", "k_positiva": "Positiva",
    "k_leilao": "Leilão",
    "r_vazas": "Não faça vazas: −20 por vaza.",
    "r_copas": "Não leve copas: −20 cada. Não se sai de copas tendo outro naipe.",
    "r_homens": "Não leve reis nem valetes: −30 cada.",
    "r_mulheres": "Não leve damas: −50 cada.",
    "r_king": "Não leve o rei de copas (−160); jogue-o assim que não puder seguir o naipe. "
              "Não se sai de copas tendo outro naipe.",
    "r_ultimas": "Não faça as duas últimas vazas: −90 cada.",
    "r_positiva": "Faça vazas: +25 cada.",
    "r_positiva_trump": "Faça vazas: +25 cada. Trunfo: {suit}.",
    "r_positiva_auction": "O beneficiado escolhe o trunfo ou vende esse direito no leilão.",
    "k_bid": "oferece {n}", "k_pass": "passa", "k_accept": "aceita", "k_refuse": "recusa",
    "k_decline": "não carteia (100/75/75/75)", "k_trump": "escolhe {suit} como trunfo",
    "k_notrump": "joga sem trunfo", "k_contract": "escolhe {contract}",
    "k_dealer": "indica {name} para dar as cartas",
    "k_offer_n": "Oferecer {n}", "k_accept_n": "Aceitar {n}", "k_refuse_n": "Recusar {n}",
    "k_calls": "Falas", "k_no_calls": "Ninguém falou ainda.",
    "k_standing": "Melhor oferta: {name}, {n} vazas.", "k_accepted": "Aceito: {n}.",
    "k_sold": "Vendido a {name} por {n} vazas ({pts} pontos).",
    "k_kept": "{name} ficou com o direito.", "k_declined": "Mão não carteada.",
    "k_you_ben": "Você é o beneficiado: aceite, recuse ou não carteie.",
    "k_name_trump": "Escolha o naipe de trunfo.",
    "k_offer_prompt": "Ofereça vazas pelo direito de escolher o trunfo.",
    "k_choose_contract": "Escolha o contrato desta mão.",
    "k_choose_dealer": "Você recebeu o rei de copas: indique quem dá as cartas primeiro.",
    "k_pen_taken": "Cartas de castigo levadas",
    "k_trump_is": "Trunfo: {suit}",
    "x_malformed": "“{action}” não é uma jogada deste jogo.",
    "x_game_over": "A partida acabou.",
    "x_wrong_phase": "Isso não é possível agora: estamos na fase de {phase}.",
    "x_not_in_hand": "Você não tem {card}.",
    "x_not_legal": "Essa jogada não é permitida agora.",
    "x_must_follow_suit": "Você deve seguir o naipe: você tem {suit}.",
    "x_heart_lead": "Você não pode sair de copas enquanto tiver outro naipe.",
    "x_king_of_hearts": "Você deve jogar o rei de copas agora: não pode seguir o naipe.",
    "x_king_of_hearts_over_ace": "Você deve jogar o rei de copas: o ás de copas está na vaza.",
    "x_penalty_discard": "Sem o naipe, você deve descartar uma carta de castigo ({cards}).",
    "x_trump_lead": "Você não pode sair de trunfo enquanto tiver outro naipe.",
    "x_trump_not_played": "Você não pode sair de trunfo antes de o trunfo ter sido jogado.",
    "x_must_trump": "Sem o naipe, você deve trunfar.",
    "x_must_overtrump": "Você deve jogar um trunfo maior que {card}.",
    "x_bid_range": "Uma oferta vai de 1 a 13 vazas.",
    "x_bid_too_low": "Sua oferta deve ser de pelo menos {min} vazas.",
    "x_bid_not_senior": "Você só pode igualar {amount} se falar antes de quem ofereceu; ofereça "
                        "{min} ou mais.",
    "x_not_beneficiary": "Só o beneficiado pode fazer isso agora.",
    "x_not_bidder": "Só um adversário do beneficiado pode fazer isso agora.",
    "x_no_offer_to_decide": "Não há oferta para aceitar ou recusar agora.",
    "x_decline_not_allowed": "Só se pode não cartear quando a melhor oferta é no máximo {max} "
                             "e nada foi aceito.",
    "x_notrump_not_allowed": "Sem trunfo não é um contrato nestas regras.",
    "x_contract_played": "{contract} já foi jogado.",
    "x_contract_unknown": "{contract} não é um contrato desta partida.",
    "x_no_seat": "Esse lugar não existe.",
}

BG = {
    "title": "Кинг и 3-5-8",
    "subtitle": "Бразилски Кинг и българско 3-5-8 срещу компютъра, във вашия браузър.",
    "play_king": "Играй Кинг", "play_358": "Играй 3-5-8",
    "resume": "Продължи {game} (ръка {hand})",
    "settings": "Настройки", "rules_options": "Правила",
    "level": "Компютърни играчи", "speed": "Темпо", "language": "Език",
    "seed": "Номер на раздаването", "seed_hint": "празно = случайно",
    "preset": "Набор правила", "options": "Опции",
    "four_colour": "Четирицветно тесте", "large_cards": "Големи карти",
    "level_random": "Случаен (начинаещ)", "level_easy": "Лесен", "level_medium": "Среден",
    "level_hard": "Труден", "level_expert": "Експерт",
    "speed_slow": "Бавно", "speed_normal": "Нормално", "speed_fast": "Бързо",
    "speed_instant": "Мигновено",
    "preset_default": "Стандартни (Бразилия)", "preset_portuguese": "Португалски стил",
    "preset_free_choice": "Свободен ред на негативите", "preset_quick": "Бърза игра",
    "preset_sergeant_major": "Sergeant Major (английски)",
    "preset_compulsory_trump": "Задължителен коз",
    "you": "Вие", "names": "Ани|Боби|Цвети", "names3": "Ани|Боби",
    "dealer": "Раздаващ", "dealer_short": "Р", "beneficiary": "Бенефициент",
    "beneficiary_short": "Б", "thinking": "мисли…", "your_turn": "Ваш ред",
    "waiting": "Чака се {name}…",
    "hand_of": "Ръка {n} от {total}", "tricks": "Взятки", "points": "Точки",
    "score": "Резултат", "scoresheet": "Лист с точки", "last_trick": "Последна взятка",
    "hand_tricks": "Взятките в тази ръка", "undo": "Назад", "new_game": "Нова игра",
    "menu": "Меню", "close": "Затвори", "no_tricks_yet": "Още няма изиграна взятка.",
    "trick_n": "Взятка {n}", "won_by": "взета от {name}", "your_hand": "Вашите карти",
    "actions": "Вашето решение", "table": "Маса", "trick": "Текуща взятка",
    "hand_word": "Ръка", "contract": "Договор", "total": "Общо", "balance": "Баланс",
    "negative": "−", "positive": "+", "neg_long": "Негативни", "pos_long": "Позитивни",
    "check": "Проверка",
    "check_text": "негативни {neg} (от -1300), позитивни {pos} (от +1300)",
    "game_over": "Край на играта", "winner": "{names} печели с {score}.",
    "winners": "{names} делят победата с {score}.", "you_win": "Вие печелите с {score}!",
    "play_again": "Играй пак", "taken": "Взети",
    "cards_left": "{n} карти", "scores_now": "Резултат",
    "not_your_turn": "Изчакайте: ред е на {name}.",
    "leads": "{name} започва.",
    "n_plays": "{name} играе {card}.", "n_takes": "{name} взима взятката.",
    "n_hand_over": "Край на ръка {n} ({contract}): {scores}.",
    "n_new_hand": "Ръка {n}: {contract}. Раздава {dealer}.",
    "n_game_over": "Играта свърши. {result}",
    "n_your_turn": "Ваш ред.",
    "n_generic": "{name}: {action}.",
    "resumed": "Играта ви продължава.",
    "bad_save": "Запазената игра не може да се прочете и е оставена настрана ({why}).",
    "storage_off": "Браузърът не позволява запис: играта се пази само докато разделът е "
                   "отворен.",
    "storage_full": "Паметта на браузъра е пълна: играта не беше запазена.",
    "other_tab": "Друг раздел продължи тази игра. Презаредете, за да продължите оттам.",
    "undo_none": "Все още няма ваше решение за връщане.",
    "error": "Нещо се обърка: {why}",
    "a_pass": "Пас", "a_accept": "Приемам", "a_refuse": "Отказвам", "a_decline": "Не играя",
    "a_notrump": "Без коз", "a_trump": "Коз {suit}", "a_bid": "{n}",
    "a_contract": "{contract}", "a_dealer": "{name} раздава",
    "a_draw": "Тегли {suit} от {name}", "a_discard": "Сваля {card}",
    "suit_C": "спатия", "suit_D": "каро", "suit_H": "купа", "suit_S": "пика",
    "suit1_C": "спатия", "suit1_D": "каро", "suit1_H": "купа", "suit1_S": "пика",
    "card_name": "{rank} {suit}",
    "rank_A": "асо", "rank_K": "поп", "rank_Q": "дама", "rank_J": "вале", "rank_T": "десетка",
    "phase_contract": "избор", "phase_auction": "търг", "phase_trump": "коз",
    "phase_play": "игра", "phase_over": "край", "phase_announce": "обявяване",
    "phase_draw": "теглене", "phase_discard": "талон",
    "k_vazas": "Взятки", "k_copas": "Купи", "k_homens": "Мъже", "k_mulheres": "Дами",
    "k_king": "Кинг", "k_ultimas": "Последните две", "k_positiva": "Позитивна",
    "k_leilao": "Търг",
    "r_vazas": "Не взимайте взятки: −20 за всяка.",
    "r_copas": "Не взимайте купи: −20 за всяка. Не се излиза с купа, докато имате друга боя.",
    "r_homens": "Не взимайте попове и валета: −30 за всеки.",
    "r_mulheres": "Не взимайте дами: −50 за всяка.",
    "r_king": "Не взимайте поп купа (−160); хвърлете го щом не можете да отговорите на боята. "
              "Не се излиза с купа, докато имате друга боя.",
    "r_ultimas": "Не взимайте последните две взятки: −90 за всяка.",
    "r_positiva": "Взимайте взятки: +25 за всяка.",
    "r_positiva_trump": "Взимайте взятки: +25 за всяка. Коз: {suit}.",
    "r_positiva_auction": "Бенефициентът избира коз или продава това право на търг.",
    "k_bid": "предлага {n}", "k_pass": "пас", "k_accept": "приема", "k_refuse": "отказва",
    "k_decline": "не играе ръката (100/75/75/75)", "k_trump": "обявява коз {suit}",
    "k_notrump": "играе без коз", "k_contract": "избира {contract}",
    "k_dealer": "посочва {name} да раздава",
    "k_offer_n": "Предлагам {n}", "k_accept_n": "Приемам {n}", "k_refuse_n": "Отказвам {n}",
    "k_calls": "Обявявания", "k_no_calls": "Още никой не е говорил.",
    "k_standing": "Най-добро предложение: {name}, {n} взятки.", "k_accepted": "Прието: {n}.",
    "k_sold": "Продадено на {name} за {n} взятки ({pts} точки).",
    "k_kept": "{name} запази правото.", "k_declined": "Ръката не се играе.",
    "k_you_ben": "Вие сте бенефициент: приемете, откажете или не играйте.",
    "k_name_trump": "Изберете коз.",
    "k_offer_prompt": "Предложете взятки за правото да изберете коз.",
    "k_choose_contract": "Изберете договора на тази ръка.",
    "k_choose_dealer": "Получихте поп купа: посочете кой раздава първи.",
    "k_pen_taken": "Взети наказателни карти",
    "k_trump_is": "Коз: {suit}",
    "x_malformed": "„{action}“ не е ход в тази игра.",
    "x_game_over": "Играта свърши.",
    "x_wrong_phase": "Това не е възможно сега: сега е {phase}.",
    "x_not_in_hand": "Нямате {card}.",
    "x_not_legal": "Този ход не е разрешен сега.",
    "x_must_follow_suit": "Трябва да отговорите на боята: имате {suit}.",
    "x_heart_lead": "Не може да излезете с купа, докато имате друга боя.",
    "x_king_of_hearts": "Трябва да хвърлите поп купа сега: нямате от изиграната боя.",
    "x_king_of_hearts_over_ace": "Трябва да хвърлите поп купа: асо купа е във взятката.",
    "x_penalty_discard": "Нямате от боята, затова трябва да хвърлите наказателна карта "
                         "({cards}).",
    "x_trump_lead": "Не може да излезете с коз, докато имате друга боя.",
    "x_trump_not_played": "Не може да излезете с коз, преди да е игран коз.",
    "x_must_trump": "Нямате от боята, затова трябва да цакате с коз.",
    "x_must_overtrump": "Трябва да играете коз, по-висок от {card}.",
    "x_bid_range": "Предложението е от 1 до 13 взятки.",
    "x_bid_too_low": "Предложението ви трябва да е поне {min} взятки.",
    "x_bid_not_senior": "Може да изравните {amount} само ако говорите преди предложилия; "
                        "предложете {min} или повече.",
    "x_not_beneficiary": "Само бенефициентът може да направи това сега.",
    "x_not_bidder": "Само противник на бенефициента може да направи това сега.",
    "x_no_offer_to_decide": "Няма предложение за приемане или отказ.",
    "x_decline_not_allowed": "Може да не играете ръката само ако най-доброто предложение е "
                             "най-много {max} и нищо не е прието.",
    "x_notrump_not_allowed": "Без коз не е договор по тези правила.",
    "x_contract_played": "{contract} вече е изигран.",
    "x_contract_unknown": "{contract} не е договор в тази игра.",
    "x_no_seat": "Няма такова място.",
}

TABLES = {"en": EN, "pt-BR": PT, "bg": BG}
SUIT_SYMBOL = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
RANK_SHOW = {"T": "10"}
_SUIT_WORD_EN = {"clubs": "C", "diamonds": "D", "hearts": "H", "spades": "S"}


def add(lang: str, table: dict) -> None:
    """Add or override words of ``lang`` (used by game modules, e.g. ui/i18n_358.py)."""
    TABLES.setdefault(lang, {}).update(table)


def normalise(lang: str | None) -> str | None:
    """One of LANGS for a browser/URL language tag, else None."""
    if not lang:
        return None
    low = str(lang).strip().lower()
    if low.startswith("pt"):
        return "pt-BR"
    if low.startswith("bg"):
        return "bg"
    if low.startswith("en"):
        return "en"
    return None


def set_lang(lang: str) -> None:
    _current[0] = lang if lang in TABLES else "en"


def lang() -> str:
    return _current[0]


def has(key: str) -> bool:
    return key in TABLES[_current[0]] or key in EN


class _Safe(dict):
    def __missing__(self, key):
        return "{" + key + "}"


def t(key: str, **params) -> str:
    text = TABLES[_current[0]].get(key)
    if text is None:
        text = EN.get(key, key)
    if params:
        return text.format_map(_Safe(params))
    return text


def suit_name(letter: str) -> str:
    return t("suit_" + letter)


def card_text(card: str) -> str:
    """A card for reading: 'Q♥' style (rank in digits/letters and the suit symbol)."""
    return RANK_SHOW.get(card[0], card[0]) + SUIT_SYMBOL.get(card[1], card[1])


def card_words(card: str) -> str:
    """A card in words for screen readers: 'queen of hearts'."""
    rank = card[0]
    rank_word = t("rank_" + rank) if has("rank_" + rank) else rank
    return t("card_name", rank=rank_word, suit=t("suit_" + card[1]))


def _localise_params(params: dict) -> dict:
    out = dict(params)
    suit = params.get("suit")
    if not (isinstance(suit, str) and suit in SUIT_SYMBOL):
        suit = _SUIT_WORD_EN.get(params.get("suit_name", ""))
    if suit:
        out["suit"] = suit_name(suit)
        out["suit_name"] = suit_name(suit)
    led = _SUIT_WORD_EN.get(params.get("led_name", ""))
    if led:
        out["led_name"] = suit_name(led)
    for key in ("card",):
        val = params.get(key)
        if isinstance(val, str) and len(val) == 2:
            out[key] = card_text(val)
    if isinstance(params.get("cards"), str):
        out["cards"] = ", ".join(card_text(c) if len(c) == 2 else c
                                 for c in params["cards"].split())
    if "phase" in params:
        out["phase"] = t("phase_" + str(params["phase"]))
    if "contract" in params and has("k_" + str(params["contract"])):
        out["contract"] = t("k_" + str(params["contract"]))
    return out


def reason(code: str, params: dict | None = None, templates: dict | None = None) -> str:
    """The sentence for an engine refusal ``code`` in the current language. ``templates`` is the
    engine's CODES dict (English), the fallback for a code these tables do not know."""
    params = _localise_params(params or {})
    key = "x_" + code
    if key in TABLES[_current[0]] or key in EN:
        return t(key, **params)
    if templates and code in templates:
        try:
            text = templates[code].format_map(_Safe(params))
        except (ValueError, IndexError):
            text = templates[code]
        return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")
    return t("x_not_legal")
