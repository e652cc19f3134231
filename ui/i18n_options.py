"""The house-rule options of both games in English, Portuguese (Brazil) and Bulgarian.

Every entry of ``engine.option_spec(kind)`` gets a label (``opt_<kind>_<key>``), one label per
value (``opt_<kind>_<key>_<value>``; booleans share ``opt_yes`` / ``opt_no``) and its one-sentence
explanation (``opt_<kind>_<key>_doc``). Added to ``ui.i18n`` at import; no browser import, so
CPython tests can read it. King speaks the Brazilian table's words (vaza, copas, rei de copas,
leilão, beneficiado); 3-5-8 the Bulgarian ones (коз, без коз, пас, талон, теглене, ръце).
"""

from __future__ import annotations

from ui import i18n

EN = {
    "opt_yes": "Yes", "opt_no": "No",
    # King (rules.md 1.10)
    "opt_king_first_dealer": "First dealer",
    "opt_king_first_dealer_kh_draw": "First to receive the King of hearts",
    "opt_king_first_dealer_kh_nominate": "King of hearts receiver names the dealer",
    "opt_king_first_dealer_random": "Random player",
    "opt_king_first_dealer_doc": "Cards are turned face up one by one: the first player to "
                                 "receive the King of hearts deals first or names who deals "
                                 "first; or a random player deals first.",
    "opt_king_negative_order": "Order of the negative hands",
    "opt_king_negative_order_seed": "Vazas, Copas, Homens, Mulheres, King, Duas últimas",
    "opt_king_negative_order_queens_first": "Mulheres before Homens",
    "opt_king_negative_order_free": "Dealer's free choice",
    "opt_king_negative_order_doc": "The six negative hands in the standard order; with queens "
                                   "(Mulheres) before kings and jacks (Homens); or the dealer of "
                                   "each of hands 1-6 picks, after the deal, a negative hand not "
                                   "yet played.",
    "opt_king_first_leader": "First lead (negative hands)",
    "opt_king_first_leader_dealer": "Dealer",
    "opt_king_first_leader_dealer_left": "Player on the dealer's left",
    "opt_king_first_leader_doc": "Who leads to the first trick of a negative hand; positive "
                                 "hands have their own option.",
    "opt_king_quick_match": "Quick match",
    "opt_king_quick_match_doc": "Negative hands 1+6, 2+5 and 3+4 are played together as three "
                                "hands, keeping every penalty (7 hands in all).",
    "opt_king_kh_on_heart_lead": "King of hearts when hearts are led",
    "opt_king_kh_on_heart_lead_free": "Free",
    "opt_king_kh_on_heart_lead_forced_if_higher": "Forced if the Ace of hearts is in the trick",
    "opt_king_kh_on_heart_lead_doc": "In the King hand, when hearts are led: the holder of the "
                                     "King of hearts may play any heart, or must play the King "
                                     "once the Ace of hearts is in the trick.",
    "opt_king_forced_penalty_discard": "Forced penalty discard",
    "opt_king_forced_penalty_discard_doc": "A player who cannot follow suit must throw a "
                                           "penalty card of the hand (a heart, a king or jack, "
                                           "a queen) if he holds one.",
    "opt_king_trump_lead": "Leading trumps",
    "opt_king_trump_lead_free": "Free",
    "opt_king_trump_lead_no_lead_while_other": "Not while holding another suit",
    "opt_king_trump_lead_not_before_played": "Not before a trump has been played",
    "opt_king_trump_lead_doc": "In positive hands trumps may be led at any time; only when "
                               "holding no other suit; or only once a trump has been played to "
                               "an earlier trick (or when holding only trumps).",
    "opt_king_trump_duty": "Duty to trump",
    "opt_king_trump_duty_none": "None",
    "opt_king_trump_duty_must_trump": "Must trump",
    "opt_king_trump_duty_must_overtrump": "Must trump and overtrump",
    "opt_king_trump_duty_doc": "A player who cannot follow suit plays any card; must trump if "
                               "he can; or must trump and beat the highest trump in the trick "
                               "if he can (otherwise any trump).",
    "opt_king_positive_leader": "First lead (positive hands)",
    "opt_king_positive_leader_dealer": "Dealer (beneficiary)",
    "opt_king_positive_leader_buyer": "Buyer of the trump",
    "opt_king_positive_leader_dealer_left": "Player on the dealer's left",
    "opt_king_positive_leader_doc": "Who leads to the first trick of a positive hand; when the "
                                    "trump right is not sold, the buyer is the dealer.",
    "opt_king_no_trump_positive": "No trump in positive hands",
    "opt_king_no_trump_positive_doc": "A positive hand may also be played without trump.",
    "opt_king_auction": "Trump auction (leilão)",
    "opt_king_auction_doc": "In positive hands the beneficiary may sell the right to name trump "
                            "in an auction; without it he always names trump himself.",
    "opt_king_auction_style": "Auction style",
    "opt_king_auction_style_copag": "Copag (rounds)",
    "opt_king_auction_style_simple": "Simple",
    "opt_king_auction_style_doc": "Copag: the opponents speak in rounds and the beneficiary "
                                  "accepts or refuses after each round; simple: the opponents "
                                  "bid up (a pass drops out) until one is left, then one "
                                  "accept-or-refuse decision.",
    "opt_king_payment": "Payment for the trump",
    "opt_king_payment_uncapped": "In full",
    "opt_king_payment_capped": "At most the buyer's trick points",
    "opt_king_payment_doc": "The buyer pays 25 points per promised trick in full, or at most "
                            "the points of the tricks he took.",
    "opt_king_decline_threshold": "Declining the hand",
    "opt_king_decline_threshold_1": "Best offer of 1 trick at most",
    "opt_king_decline_threshold_0": "Only when nobody offered",
    "opt_king_decline_threshold_-1": "Not allowed",
    "opt_king_decline_threshold_doc": "The beneficiary may refuse to play the hand (100 to him, "
                                      "75 to each opponent) when the best offer is at most "
                                      "this many tricks and nothing was accepted.",
    "opt_king_pela_mao": "Equalling an offer (pela mão)",
    "opt_king_pela_mao_any_senior": "Anyone who speaks earlier",
    "opt_king_pela_mao_first_only": "Only the first speaker (the mão)",
    "opt_king_pela_mao_doc": "Who may equal the best offer and take priority over it: any "
                             "player who speaks before its holder, or only the player on the "
                             "beneficiary's left.",
    "opt_king_early_end": "Early end of negative hands",
    "opt_king_early_end_doc": "A negative hand ends as soon as no penalty is left to take; the "
                              "scores are the same.",
    "opt_king_score_display": "Score sheet",
    "opt_king_score_display_two_columns": "Two columns (negative / positive)",
    "opt_king_score_display_single": "One running total",
    "opt_king_score_display_doc": "How the score sheet is shown; the rules do not change.",
    "opt_king_tie_break": "Tie-break",
    "opt_king_tie_break_shared": "Shared win",
    "opt_king_tie_break_positive_column": "Higher positive column",
    "opt_king_tie_break_fewer_negative": "Fewer negative points",
    "opt_king_tie_break_doc": "When the top totals are equal the win is shared; the higher "
                              "positive column wins; or the fewer negative points win.",
    # 3-5-8 (rules.md 2.10)
    "opt_358_direction": "Direction of play",
    "opt_358_direction_counterclockwise": "Counter-clockwise (to the right)",
    "opt_358_direction_clockwise": "Clockwise (to the left)",
    "opt_358_direction_doc": "Dealing and play go to the right (Bulgarian game) or to the left "
                             "(English game); only the seats drawn on the table change.",
    "opt_358_roles": "Targets of the seats",
    "opt_358_roles_dealer3_next8": "Dealer 3, next player 8, third 5",
    "opt_358_roles_english": "Dealer 8, next player 5, third 3 (English)",
    "opt_358_roles_doc": "Which target each player has in a deal; either way the deal passes on "
                         "and every player's target goes 3 → 5 → 8.",
    "opt_358_first_leader": "First lead",
    "opt_358_first_leader_eight": "The 8-player",
    "opt_358_first_leader_five": "The 5-player (English)",
    "opt_358_first_leader_doc": "Who leads to the first trick of a deal: the player with target "
                                "8, or the player with target 5 (the eldest, as in the English "
                                "game).",
    "opt_358_contracts": "Announcements",
    "opt_358_contracts_suits_notrump": "Four trump suits and no trump",
    "opt_358_contracts_suits_only": "Four trump suits only",
    "opt_358_contracts_doc": "What the 8-player may announce: a trump suit or no trump, or a "
                             "trump suit only.",
    "opt_358_no_repeat": "No repeated announcements",
    "opt_358_no_repeat_doc": "Each player makes each announcement only once per game; when he "
                             "has used them all, his list starts again.",
    "opt_358_step_order": "Order of the steps",
    "opt_358_step_order_announce_draw_talon": "Announce, draw, talon",
    "opt_358_step_order_announce_talon_draw": "Announce, talon, draw",
    "opt_358_step_order_draw_announce_talon": "Draw, announce, talon (English)",
    "opt_358_step_order_doc": "Order of the announcement, the drawing and the talon in a deal; "
                              "when drawing comes first the trump is not known yet, so any suit "
                              "may be drawn and a later no trump does not undo the draws.",
    "opt_358_draw_card": "Card handed over when drawing",
    "opt_358_draw_card_lowest": "Lowest card of the chosen suit",
    "opt_358_draw_card_free": "Any card (its suit is drawn)",
    "opt_358_draw_card_doc": "The drawer hands over his lowest card of the suit he names, or any "
                             "card he chooses, whose suit is then the suit of the draw.",
    "opt_358_trump_draw": "Drawing in trumps",
    "opt_358_trump_draw_forbidden": "Forbidden",
    "opt_358_trump_draw_allowed": "Allowed",
    "opt_358_trump_draw_polish": "Allowed, any card back (Polish)",
    "opt_358_trump_draw_doc": "Drawing in the trump suit is forbidden; allowed like any suit; or "
                              "allowed, and the giver returns any card he likes for the trump "
                              "he received.",
    "opt_358_pass_limit": "Passing",
    "opt_358_pass_limit_once": "Once per game",
    "opt_358_pass_limit_unlimited": "Without limit",
    "opt_358_pass_limit_none": "Never",
    "opt_358_pass_limit_doc": "How often a player may pass (the cards are dealt again): once per "
                              "game, without limit, or never.",
    "opt_358_return_rule": "Card given back when drawing",
    "opt_358_return_rule_highest_including": "Highest, counting the card received",
    "opt_358_return_rule_literal": "Highest other card (literal)",
    "opt_358_return_rule_doc": "The giver returns his highest card of the suit counting the card "
                               "just received, or his highest other card of the suit even if it "
                               "is lower (the received card only when he has no other).",
    "opt_358_draw_order": "Who draws first",
    "opt_358_draw_order_target": "Higher target first",
    "opt_358_draw_order_surplus": "Larger surplus first",
    "opt_358_draw_order_doc": "With two drawers, the one with the higher target this deal draws "
                              "first, or the one who was more tricks over his target (equal: "
                              "the higher target).",
    "opt_358_flat_preview": "Talon preview with 4-4-4-4",
    "opt_358_flat_preview_doc": "With a 4-4-4-4 hand the 8-player may look at the talon before "
                                "announcing, but then loses his own draws in this deal.",
    "opt_358_trump_duty": "Duty to trump",
    "opt_358_trump_duty_none": "None (follow suit only)",
    "opt_358_trump_duty_must_trump_overtrump": "Must trump and overtrump",
    "opt_358_trump_duty_doc": "A player who cannot follow suit plays any card, or must play a "
                              "trump if he has one, higher than the trumps already in the "
                              "trick if he can.",
    "opt_358_game_end": "End of the game",
    "opt_358_game_end_15_deals": "15 deals",
    "opt_358_game_end_first_to_21": "First to +21",
    "opt_358_game_end_twelve_tricks": "12 tricks in one deal",
    "opt_358_game_end_misere_18": "18 deals with misère",
    "opt_358_game_end_doc": "15 deals and the highest total wins; or the game ends after the "
                            "deal in which a total reaches +21; or after a deal in which a "
                            "player takes 12 tricks or more, and he wins; or 18 deals with a "
                            "sixth announcement, misère (no trump, targets reversed).",
    "opt_358_targets": "Targets",
    "opt_358_targets_8-5-3": "8-5-3",
    "opt_358_targets_9-5-2": "9-5-2",
    "opt_358_targets_doc": "How many tricks each of the three players must take.",
    "opt_358_talon_style": "Taking the talon",
    "opt_358_talon_style_pick_all": "Pick up all four, lay away four",
    "opt_358_talon_style_replace": "Swap one card at a time",
    "opt_358_talon_style_doc": "How you take the talon on the screen; the result is the same.",
    "opt_358_tie_break": "Tie-break",
    "opt_358_tie_break_shared": "Shared win",
    "opt_358_tie_break_last_deal": "Better last deal",
    "opt_358_tie_break_fewest_below": "Fewest deals below target",
    "opt_358_tie_break_doc": "When the top totals are equal the win is shared; the better score "
                             "in the last deal wins; or the fewest deals below target win "
                             "(still equal: shared).",
}

PT = {
    "opt_yes": "Sim", "opt_no": "Não",
    # King
    "opt_king_first_dealer": "Primeiro a dar as cartas",
    "opt_king_first_dealer_kh_draw": "Quem recebe o rei de copas",
    "opt_king_first_dealer_kh_nominate": "Quem recebe o rei de copas escolhe quem dá",
    "opt_king_first_dealer_random": "Sorteio",
    "opt_king_first_dealer_doc": "As cartas são viradas uma a uma: quem recebe o rei de copas "
                                 "dá as cartas primeiro ou escolhe quem dá primeiro; ou quem dá "
                                 "primeiro é sorteado.",
    "opt_king_negative_order": "Ordem das negativas",
    "opt_king_negative_order_seed": "Vazas, Copas, Homens, Mulheres, King, Duas últimas",
    "opt_king_negative_order_queens_first": "Mulheres antes de Homens",
    "opt_king_negative_order_free": "Escolha de quem dá as cartas",
    "opt_king_negative_order_doc": "As seis negativas na ordem padrão; com Mulheres (damas) "
                                   "antes de Homens (reis e valetes); ou, nas mãos 1 a 6, quem "
                                   "dá as cartas escolhe depois de dar uma negativa ainda não "
                                   "jogada.",
    "opt_king_first_leader": "Saída nas negativas",
    "opt_king_first_leader_dealer": "Quem deu as cartas",
    "opt_king_first_leader_dealer_left": "Jogador à esquerda de quem deu",
    "opt_king_first_leader_doc": "Quem sai na primeira vaza de uma negativa; as positivas têm "
                                 "opção própria.",
    "opt_king_quick_match": "Partida rápida",
    "opt_king_quick_match_doc": "As negativas 1+6, 2+5 e 3+4 são jogadas juntas em três mãos, "
                                "mantendo todas as penalidades (7 mãos ao todo).",
    "opt_king_kh_on_heart_lead": "Rei de copas na saída de copas",
    "opt_king_kh_on_heart_lead_free": "Livre",
    "opt_king_kh_on_heart_lead_forced_if_higher": "Obrigatório se o ás de copas está na vaza",
    "opt_king_kh_on_heart_lead_doc": "Na mão do King, quando saem copas: quem tem o rei de "
                                     "copas joga a copa que quiser, ou tem de jogar o rei se o "
                                     "ás de copas já está na vaza.",
    "opt_king_forced_penalty_discard": "Descarte obrigatório de castigo",
    "opt_king_forced_penalty_discard_doc": "Quem não tem o naipe de saída deve descartar uma "
                                           "carta de castigo da mão (uma copa, um rei ou "
                                           "valete, uma dama), se tiver.",
    "opt_king_trump_lead": "Sair de trunfo",
    "opt_king_trump_lead_free": "Livre",
    "opt_king_trump_lead_no_lead_while_other": "Não enquanto tiver outro naipe",
    "opt_king_trump_lead_not_before_played": "Não antes de alguém jogar trunfo",
    "opt_king_trump_lead_doc": "Nas positivas, pode-se sair de trunfo a qualquer momento; só "
                               "sem outro naipe na mão; ou só depois que um trunfo foi jogado "
                               "numa vaza anterior (ou com só trunfos na mão).",
    "opt_king_trump_duty": "Obrigação de trunfar",
    "opt_king_trump_duty_none": "Nenhuma",
    "opt_king_trump_duty_must_trump": "Deve trunfar",
    "opt_king_trump_duty_must_overtrump": "Deve trunfar e sobretrunfar",
    "opt_king_trump_duty_doc": "Quem não tem o naipe de saída joga qualquer carta; deve trunfar "
                               "se puder; ou deve trunfar e superar o maior trunfo da vaza se "
                               "puder (senão, qualquer trunfo).",
    "opt_king_positive_leader": "Saída nas positivas",
    "opt_king_positive_leader_dealer": "Quem deu as cartas (beneficiado)",
    "opt_king_positive_leader_buyer": "Quem comprou o trunfo",
    "opt_king_positive_leader_dealer_left": "Jogador à esquerda de quem deu",
    "opt_king_positive_leader_doc": "Quem sai na primeira vaza de uma positiva; se o trunfo não "
                                    "foi vendido no leilão, o comprador é quem deu as cartas.",
    "opt_king_no_trump_positive": "Sem trunfo nas positivas",
    "opt_king_no_trump_positive_doc": "Uma positiva também pode ser jogada sem trunfo.",
    "opt_king_auction": "Leilão do trunfo",
    "opt_king_auction_doc": "Nas positivas o beneficiado pode vender no leilão o direito de "
                            "escolher o trunfo; sem leilão, ele sempre escolhe o trunfo.",
    "opt_king_auction_style": "Tipo de leilão",
    "opt_king_auction_style_copag": "Copag (em rodadas)",
    "opt_king_auction_style_simple": "Simples",
    "opt_king_auction_style_doc": "Copag: os adversários falam em rodadas e o beneficiado aceita "
                                  "ou recusa depois de cada rodada; simples: os adversários "
                                  "sobem a oferta (quem passa sai) até sobrar um, e o "
                                  "beneficiado aceita ou recusa uma única vez.",
    "opt_king_payment": "Pagamento do trunfo",
    "opt_king_payment_uncapped": "Integral",
    "opt_king_payment_capped": "No máximo os pontos das vazas do comprador",
    "opt_king_payment_doc": "O comprador paga 25 pontos por vaza prometida, integralmente, ou "
                            "no máximo os pontos das vazas que fez.",
    "opt_king_decline_threshold": "Não cartear",
    "opt_king_decline_threshold_1": "Melhor oferta de até 1 vaza",
    "opt_king_decline_threshold_0": "Só se ninguém ofereceu",
    "opt_king_decline_threshold_-1": "Não permitido",
    "opt_king_decline_threshold_doc": "O beneficiado pode não cartear (100 para ele, 75 para "
                                      "cada adversário) quando a melhor oferta é de no máximo "
                                      "esse número de vazas e nada foi aceito.",
    "opt_king_pela_mao": "Pela mão",
    "opt_king_pela_mao_any_senior": "Qualquer um que fala antes",
    "opt_king_pela_mao_first_only": "Só o mão",
    "opt_king_pela_mao_doc": "Quem pode igualar a melhor oferta e ficar com a prioridade: "
                             "qualquer jogador que fala antes de quem a fez, ou só o mão, à "
                             "esquerda do beneficiado.",
    "opt_king_early_end": "Fim antecipado das negativas",
    "opt_king_early_end_doc": "A negativa termina assim que não resta castigo a levar; os "
                              "pontos não mudam.",
    "opt_king_score_display": "Folha de pontos",
    "opt_king_score_display_two_columns": "Duas colunas (negativas / positivas)",
    "opt_king_score_display_single": "Um total corrido",
    "opt_king_score_display_doc": "Como a folha de pontos é mostrada; as regras não mudam.",
    "opt_king_tie_break": "Desempate",
    "opt_king_tie_break_shared": "Vitória dividida",
    "opt_king_tie_break_positive_column": "Maior coluna positiva",
    "opt_king_tie_break_fewer_negative": "Menos pontos negativos",
    "opt_king_tie_break_doc": "Com totais iguais no topo, a vitória é dividida; vence a maior "
                              "coluna positiva; ou vence quem tem menos pontos negativos.",
    # 3-5-8
    "opt_358_direction": "Sentido do jogo",
    "opt_358_direction_counterclockwise": "Anti-horário (para a direita)",
    "opt_358_direction_clockwise": "Horário (para a esquerda)",
    "opt_358_direction_doc": "A distribuição e o jogo seguem para a direita (jogo búlgaro) ou "
                             "para a esquerda (jogo inglês); muda só a posição dos lugares na "
                             "mesa.",
    "opt_358_roles": "Metas dos lugares",
    "opt_358_roles_dealer3_next8": "Carteador 3, o seguinte 8, o terceiro 5",
    "opt_358_roles_english": "Carteador 8, o seguinte 5, o terceiro 3 (inglês)",
    "opt_358_roles_doc": "A meta de cada jogador na mão; de todo jeito a vez de dar as cartas "
                         "passa adiante e a meta de cada um segue 3 → 5 → 8.",
    "opt_358_first_leader": "Quem sai primeiro",
    "opt_358_first_leader_eight": "Quem joga por 8",
    "opt_358_first_leader_five": "Quem joga por 5 (inglês)",
    "opt_358_first_leader_doc": "Quem sai na primeira vaza da mão: o jogador com meta 8, ou o "
                                "com meta 5 (como no jogo inglês).",
    "opt_358_contracts": "Anúncios",
    "opt_358_contracts_suits_notrump": "Quatro trunfos e sem trunfo",
    "opt_358_contracts_suits_only": "Só os quatro trunfos",
    "opt_358_contracts_doc": "O que quem joga por 8 pode anunciar: um naipe de trunfo ou sem "
                             "trunfo, ou só um naipe de trunfo.",
    "opt_358_no_repeat": "Sem repetir anúncios",
    "opt_358_no_repeat_doc": "Cada jogador faz cada anúncio só uma vez por partida; quando já "
                             "usou todos, a lista dele recomeça.",
    "opt_358_step_order": "Ordem das etapas",
    "opt_358_step_order_announce_draw_talon": "Anúncio, puxada, monte",
    "opt_358_step_order_announce_talon_draw": "Anúncio, monte, puxada",
    "opt_358_step_order_draw_announce_talon": "Puxada, anúncio, monte (inglês)",
    "opt_358_step_order_doc": "Ordem do anúncio, da puxada e do monte na mão; se a puxada vem "
                              "primeiro o trunfo ainda não é conhecido, então qualquer naipe "
                              "pode ser puxado e um sem trunfo anunciado depois não desfaz as "
                              "puxadas.",
    "opt_358_draw_card": "Carta entregue na puxada",
    "opt_358_draw_card_lowest": "A mais baixa do naipe escolhido",
    "opt_358_draw_card_free": "Qualquer carta (puxa o naipe dela)",
    "opt_358_draw_card_doc": "Quem puxa entrega sua carta mais baixa do naipe que escolheu, ou "
                             "qualquer carta que quiser, e o naipe dela é o naipe da puxada.",
    "opt_358_trump_draw": "Puxada no trunfo",
    "opt_358_trump_draw_forbidden": "Proibida",
    "opt_358_trump_draw_allowed": "Permitida",
    "opt_358_trump_draw_polish": "Permitida, devolve qualquer carta (polonesa)",
    "opt_358_trump_draw_doc": "Puxar no naipe de trunfo é proibido; permitido como em qualquer "
                              "naipe; ou permitido, e quem dá devolve a carta que quiser pelo "
                              "trunfo recebido.",
    "opt_358_pass_limit": "Passar",
    "opt_358_pass_limit_once": "Uma vez por partida",
    "opt_358_pass_limit_unlimited": "Sem limite",
    "opt_358_pass_limit_none": "Nunca",
    "opt_358_pass_limit_doc": "Quantas vezes um jogador pode passar (as cartas são dadas de "
                              "novo): uma vez por partida, sem limite ou nunca.",
    "opt_358_return_rule": "Carta devolvida na puxada",
    "opt_358_return_rule_highest_including": "A mais alta, contando a recebida",
    "opt_358_return_rule_literal": "A mais alta das outras (literal)",
    "opt_358_return_rule_doc": "Quem dá devolve sua carta mais alta do naipe contando a que "
                               "acabou de receber, ou a mais alta das outras cartas do naipe, "
                               "mesmo que seja mais baixa (a recebida só se não tiver outra).",
    "opt_358_draw_order": "Quem puxa primeiro",
    "opt_358_draw_order_target": "Maior meta primeiro",
    "opt_358_draw_order_surplus": "Maior sobra primeiro",
    "opt_358_draw_order_doc": "Com dois jogadores puxando, puxa primeiro quem tem a maior meta "
                              "nesta mão, ou quem fez mais vazas acima da meta (empate: a "
                              "maior meta).",
    "opt_358_flat_preview": "Ver o monte com 4-4-4-4",
    "opt_358_flat_preview_doc": "Com uma mão 4-4-4-4, quem joga por 8 pode ver o monte antes de "
                                "anunciar, mas então perde as próprias puxadas nesta mão.",
    "opt_358_trump_duty": "Obrigação de trunfar",
    "opt_358_trump_duty_none": "Nenhuma (só seguir o naipe)",
    "opt_358_trump_duty_must_trump_overtrump": "Deve trunfar e sobretrunfar",
    "opt_358_trump_duty_doc": "Quem não tem o naipe de saída joga qualquer carta, ou deve jogar "
                              "trunfo se tiver, maior que os trunfos já na vaza se puder.",
    "opt_358_game_end": "Fim da partida",
    "opt_358_game_end_15_deals": "15 mãos",
    "opt_358_game_end_first_to_21": "Primeiro a +21",
    "opt_358_game_end_twelve_tricks": "12 vazas numa mão",
    "opt_358_game_end_misere_18": "18 mãos com miséria",
    "opt_358_game_end_doc": "15 mãos e vence o maior total; ou a partida acaba depois da mão em "
                            "que um total chega a +21; ou depois de uma mão em que alguém faz "
                            "12 vazas ou mais, e ele vence; ou 18 mãos com um sexto anúncio, "
                            "miséria (sem trunfo, metas invertidas).",
    "opt_358_targets": "Metas",
    "opt_358_targets_8-5-3": "8-5-3",
    "opt_358_targets_9-5-2": "9-5-2",
    "opt_358_targets_doc": "Quantas vazas cada um dos três jogadores deve fazer.",
    "opt_358_talon_style": "Pegar o monte",
    "opt_358_talon_style_pick_all": "Pegar as quatro e descartar quatro",
    "opt_358_talon_style_replace": "Trocar uma carta por vez",
    "opt_358_talon_style_doc": "Como você pega o monte na tela; o resultado é o mesmo.",
    "opt_358_tie_break": "Desempate",
    "opt_358_tie_break_shared": "Vitória dividida",
    "opt_358_tie_break_last_deal": "Melhor última mão",
    "opt_358_tie_break_fewest_below": "Menos mãos abaixo da meta",
    "opt_358_tie_break_doc": "Com totais iguais no topo, a vitória é dividida; vence quem fez "
                             "mais pontos na última mão; ou vence quem ficou abaixo da meta em "
                             "menos mãos (empate ainda: dividida).",
}

BG = {
    "opt_yes": "Да", "opt_no": "Не",
    # King
    "opt_king_first_dealer": "Първи раздаващ",
    "opt_king_first_dealer_kh_draw": "Който получи поп купа",
    "opt_king_first_dealer_kh_nominate": "Получилият поп купа посочва раздаващия",
    "opt_king_first_dealer_random": "Случаен играч",
    "opt_king_first_dealer_doc": "Картите се обръщат една по една: който пръв получи поп купа, "
                                 "раздава пръв или посочва кой да раздава; или първият "
                                 "раздаващ се избира случайно.",
    "opt_king_negative_order": "Ред на негативните ръце",
    "opt_king_negative_order_seed": "Взятки, Купи, Мъже, Дами, Кинг, Последните две",
    "opt_king_negative_order_queens_first": "Дами преди Мъже",
    "opt_king_negative_order_free": "По избор на раздаващия",
    "opt_king_negative_order_doc": "Шестте негативни ръце в стандартния ред; с Дами преди Мъже "
                                   "(попове и валета); или в ръце 1-6 раздаващият избира след "
                                   "раздаването негативна ръка, която още не е играна.",
    "opt_king_first_leader": "Първи излиза (негативни ръце)",
    "opt_king_first_leader_dealer": "Раздаващият",
    "opt_king_first_leader_dealer_left": "Играчът вляво от раздаващия",
    "opt_king_first_leader_doc": "Кой излиза на първата взятка в негативна ръка; позитивните "
                                 "ръце имат отделна настройка.",
    "opt_king_quick_match": "Бърза игра",
    "opt_king_quick_match_doc": "Негативните ръце 1+6, 2+5 и 3+4 се играят заедно като три "
                                "ръце, с всички наказания (общо 7 ръце).",
    "opt_king_kh_on_heart_lead": "Поп купа при излизане с купа",
    "opt_king_kh_on_heart_lead_free": "Свободно",
    "opt_king_kh_on_heart_lead_forced_if_higher": "Задължително, ако асото купа е във взятката",
    "opt_king_kh_on_heart_lead_doc": "В ръката Кинг, когато се излезе с купа: който държи поп "
                                     "купа може да играе всяка купа или трябва да играе попа, "
                                     "ако асото купа вече е във взятката.",
    "opt_king_forced_penalty_discard": "Задължително хвърляне на наказателна карта",
    "opt_king_forced_penalty_discard_doc": "Играч без исканата боя трябва да хвърли наказателна "
                                           "карта за ръката (купа, поп или вале, дама), ако "
                                           "има.",
    "opt_king_trump_lead": "Излизане с коз",
    "opt_king_trump_lead_free": "Свободно",
    "opt_king_trump_lead_no_lead_while_other": "Не и докато имате друга боя",
    "opt_king_trump_lead_not_before_played": "Не преди да е игран коз",
    "opt_king_trump_lead_doc": "В позитивните ръце с коз може да се излиза по всяко време; само "
                               "без друга боя в ръката; или само след като е игран коз в "
                               "по-ранна взятка (или ако имате само козове).",
    "opt_king_trump_duty": "Задължение за цакане",
    "opt_king_trump_duty_none": "Няма",
    "opt_king_trump_duty_must_trump": "Задължително цакане",
    "opt_king_trump_duty_must_overtrump": "Цакане и надцакване",
    "opt_king_trump_duty_doc": "Играч без исканата боя играе каквато и да е карта; трябва да "
                               "цака, ако може; или трябва да цака и да надцака най-високия коз "
                               "във взятката, ако може (иначе какъвто и да е коз).",
    "opt_king_positive_leader": "Първи излиза (позитивни ръце)",
    "opt_king_positive_leader_dealer": "Раздаващият (бенефициентът)",
    "opt_king_positive_leader_buyer": "Купувачът на коза",
    "opt_king_positive_leader_dealer_left": "Играчът вляво от раздаващия",
    "opt_king_positive_leader_doc": "Кой излиза на първата взятка в позитивна ръка; ако правото "
                                    "на коз не е продадено, купувач е раздаващият.",
    "opt_king_no_trump_positive": "Без коз в позитивните",
    "opt_king_no_trump_positive_doc": "Позитивна ръка може да се играе и без коз.",
    "opt_king_auction": "Търг за коз (leilão)",
    "opt_king_auction_doc": "В позитивните ръце бенефициентът може да продаде на търг правото "
                            "да избере коз; без търг той винаги избира коза сам.",
    "opt_king_auction_style": "Вид търг",
    "opt_king_auction_style_copag": "Copag (на кръгове)",
    "opt_king_auction_style_simple": "Опростен",
    "opt_king_auction_style_doc": "Copag: противниците говорят на кръгове и бенефициентът "
                                  "приема или отказва след всеки кръг; опростен: противниците "
                                  "наддават (който каже пас, излиза), докато остане един, "
                                  "после бенефициентът приема или отказва веднъж.",
    "opt_king_payment": "Плащане за коза",
    "opt_king_payment_uncapped": "Изцяло",
    "opt_king_payment_capped": "До точките от взятките на купувача",
    "opt_king_payment_doc": "Купувачът плаща по 25 точки за всяка обещана взятка изцяло или "
                            "най-много толкова, колкото точки е взел от взятки.",
    "opt_king_decline_threshold": "Отказ от ръката",
    "opt_king_decline_threshold_1": "Най-добро предложение до 1 взятка",
    "opt_king_decline_threshold_0": "Само ако никой не е предложил",
    "opt_king_decline_threshold_-1": "Не се разрешава",
    "opt_king_decline_threshold_doc": "Бенефициентът може да откаже да играе ръката (100 за "
                                      "него, по 75 за противниците), ако най-доброто "
                                      "предложение е до толкова взятки и нищо не е прието.",
    "opt_king_pela_mao": "Изравняване на предложение (pela mão)",
    "opt_king_pela_mao_any_senior": "Всеки, който говори преди",
    "opt_king_pela_mao_first_only": "Само първият (вляво от бенефициента)",
    "opt_king_pela_mao_doc": "Кой може да изравни най-доброто предложение и да получи "
                             "предимство: всеки играч, който говори преди автора му, или само "
                             "играчът вляво от бенефициента.",
    "opt_king_early_end": "Ранен край на негативните",
    "opt_king_early_end_doc": "Негативната ръка свършва, щом не остане наказание за взимане; "
                              "резултатът не се променя.",
    "opt_king_score_display": "Лист с точки",
    "opt_king_score_display_two_columns": "Две колони (негативни / позитивни)",
    "opt_king_score_display_single": "Един общ сбор",
    "opt_king_score_display_doc": "Как се показва листът с точки; правилата не се променят.",
    "opt_king_tie_break": "При равенство",
    "opt_king_tie_break_shared": "Споделена победа",
    "opt_king_tie_break_positive_column": "По-голяма позитивна колона",
    "opt_king_tie_break_fewer_negative": "По-малко негативни точки",
    "opt_king_tie_break_doc": "При равни най-високи сборове победата се споделя; печели "
                              "по-голямата позитивна колона; или печели този с по-малко "
                              "негативни точки.",
    # 3-5-8
    "opt_358_direction": "Посока на играта",
    "opt_358_direction_counterclockwise": "Обратно на часовника (надясно)",
    "opt_358_direction_clockwise": "По часовника (наляво)",
    "opt_358_direction_doc": "Раздаването и играта вървят надясно (както у нас) или наляво "
                             "(английския вариант); променя се само разположението на масата.",
    "opt_358_roles": "Цели по места",
    "opt_358_roles_dealer3_next8": "Раздавачът 3, следващият 8, третият 5",
    "opt_358_roles_english": "Раздавачът 8, следващият 5, третият 3 (английски)",
    "opt_358_roles_doc": "Каква цел има всеки играч в раздаването; и в двата случая раздаването "
                         "минава нататък и целта на всеки следва 3 → 5 → 8.",
    "opt_358_first_leader": "Първи излиза",
    "opt_358_first_leader_eight": "Играчът за 8",
    "opt_358_first_leader_five": "Играчът за 5 (английски)",
    "opt_358_first_leader_doc": "Кой излиза пръв в раздаването: играчът с цел 8 или играчът с "
                                "цел 5 (както в английския вариант).",
    "opt_358_contracts": "Обявявания",
    "opt_358_contracts_suits_notrump": "Четири коза и без коз",
    "opt_358_contracts_suits_only": "Само четирите коза",
    "opt_358_contracts_doc": "Какво може да обяви играчът за 8: коз или без коз, или само коз.",
    "opt_358_no_repeat": "Без повтаряне на обявяванията",
    "opt_358_no_repeat_doc": "Всеки играч прави всяко обявяване само веднъж в играта; когато ги "
                             "е използвал всички, започва отначало.",
    "opt_358_step_order": "Ред на етапите",
    "opt_358_step_order_announce_draw_talon": "Обявяване, теглене, талон",
    "opt_358_step_order_announce_talon_draw": "Обявяване, талон, теглене",
    "opt_358_step_order_draw_announce_talon": "Теглене, обявяване, талон (английски)",
    "opt_358_step_order_doc": "Редът на обявяването, тегленето и талона в раздаването; ако първо "
                              "се тегли, козът още не е известен, затова се тегли във всяка "
                              "боя, а обявено после без коз не отменя тегленето.",
    "opt_358_draw_card": "Карта, която се дава при теглене",
    "opt_358_draw_card_lowest": "Най-ниската от избраната боя",
    "opt_358_draw_card_free": "Каквато и да е карта (тегли се нейната боя)",
    "opt_358_draw_card_doc": "Теглещият дава най-ниската си карта от посочената боя или карта "
                             "по свой избор, чиято боя става боята на тегленето.",
    "opt_358_trump_draw": "Теглене в коз",
    "opt_358_trump_draw_forbidden": "Забранено",
    "opt_358_trump_draw_allowed": "Разрешено",
    "opt_358_trump_draw_polish": "Разрешено, връща се всяка карта (полски вариант)",
    "opt_358_trump_draw_doc": "Тегленето в козовата боя е забранено; разрешено като във всяка "
                              "боя; или разрешено, като даващият връща карта по свой избор "
                              "срещу получения коз.",
    "opt_358_pass_limit": "Пас",
    "opt_358_pass_limit_once": "Веднъж в играта",
    "opt_358_pass_limit_unlimited": "Без ограничение",
    "opt_358_pass_limit_none": "Никога",
    "opt_358_pass_limit_doc": "Колко пъти играч може да каже пас (картите се раздават отново): "
                              "веднъж в играта, без ограничение или никога.",
    "opt_358_return_rule": "Карта, която се връща при теглене",
    "opt_358_return_rule_highest_including": "Най-високата, заедно с получената",
    "opt_358_return_rule_literal": "Най-високата от другите (буквално)",
    "opt_358_return_rule_doc": "Даващият връща най-високата си карта от боята, като се брои и "
                               "току-що получената, или най-високата от другите си карти от "
                               "боята, дори да е по-ниска (получената само ако няма друга).",
    "opt_358_draw_order": "Кой тегли пръв",
    "opt_358_draw_order_target": "По-високата цел първа",
    "opt_358_draw_order_surplus": "По-големият излишък първи",
    "opt_358_draw_order_doc": "При двама теглещи пръв тегли този с по-високата цел в това "
                              "раздаване или този, който е взел повече ръце над целта си (при "
                              "равенство: по-високата цел).",
    "opt_358_flat_preview": "Поглед в талона при 4-4-4-4",
    "opt_358_flat_preview_doc": "С карти 4-4-4-4 играчът за 8 може да погледне талона преди "
                                "обявяването, но тогава губи своите тегления в това раздаване.",
    "opt_358_trump_duty": "Задължение за цакане",
    "opt_358_trump_duty_none": "Няма (само се отговаря на боята)",
    "opt_358_trump_duty_must_trump_overtrump": "Задължително цакане и надцакване",
    "opt_358_trump_duty_doc": "Играч без исканата боя играе каквато и да е карта или трябва да "
                              "цака, ако има коз, и то по-високо от вече изиграните в ръката "
                              "козове, ако може.",
    "opt_358_game_end": "Край на играта",
    "opt_358_game_end_15_deals": "15 раздавания",
    "opt_358_game_end_first_to_21": "Първият до +21",
    "opt_358_game_end_twelve_tricks": "12 ръце в едно раздаване",
    "opt_358_game_end_misere_18": "18 раздавания с мизер",
    "opt_358_game_end_doc": "15 раздавания и печели най-високият сбор; или играта свършва след "
                            "раздаването, в което сбор стигне +21; или след раздаване, в което "
                            "играч вземе 12 или повече ръце, и той печели; или 18 раздавания с "
                            "шесто обявяване, мизер (без коз, целите са обърнати).",
    "opt_358_targets": "Цели",
    "opt_358_targets_8-5-3": "8-5-3",
    "opt_358_targets_9-5-2": "9-5-2",
    "opt_358_targets_doc": "Колко ръце трябва да вземе всеки от тримата играчи.",
    "opt_358_talon_style": "Вземане на талона",
    "opt_358_talon_style_pick_all": "Вземат се четирите, хвърлят се четири",
    "opt_358_talon_style_replace": "Размяна карта по карта",
    "opt_358_talon_style_doc": "Как се взема талонът на екрана; резултатът е същият.",
    "opt_358_tie_break": "При равенство",
    "opt_358_tie_break_shared": "Споделена победа",
    "opt_358_tie_break_last_deal": "По-добро последно раздаване",
    "opt_358_tie_break_fewest_below": "Най-малко раздавания под целта",
    "opt_358_tie_break_doc": "При равни най-високи сборове победата се споделя; печели по-добрият "
                             "резултат в последното раздаване; или печели този с най-малко "
                             "раздавания под целта (пак равни: споделена).",
}


def label_key(kind: str, key: str) -> str:
    return f"opt_{kind}_{key}"


def doc_key(kind: str, key: str) -> str:
    return f"opt_{kind}_{key}_doc"


def value_key(kind: str, key: str, value) -> str:
    """The key of one value's label; the booleans say yes / no in every option."""
    if isinstance(value, bool):
        return "opt_yes" if value else "opt_no"
    return f"opt_{kind}_{key}_{value}"


def label(kind: str, spec: dict) -> str:
    """The option's name in the current language (``spec`` from ``engine.option_spec``)."""
    key = label_key(kind, spec["key"])
    return i18n.t(key) if i18n.has(key) else spec["key"].replace("_", " ")


def value_label(kind: str, spec: dict, value) -> str:
    key = value_key(kind, spec["key"], value)
    return i18n.t(key) if i18n.has(key) else str(value)


def doc(kind: str, spec: dict) -> str:
    """The one-sentence explanation; the engine's English doc when the tables lack it."""
    key = doc_key(kind, spec["key"])
    return i18n.t(key) if i18n.has(key) else spec["doc"]


i18n.add("en", EN)
i18n.add("pt-BR", PT)
i18n.add("bg", BG)
