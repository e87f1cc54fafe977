<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="144"/>
        <location filename="../../client/ui/table/action_bar.py" line="169"/>
        <source>Fold</source>
        <extracomment>Narrowest Fold / Check / Bet and preset buttons: with the chat beside it the whole bar fits a table in an 800x600 screen (PokerStars&apos; tables play down to about 800x550). Enter in the box: the amount typed is meant (bet it). Escape: never mind. A draw game: the cards picked to throw (empty: stand pat), sent as one draw. The cards picked to throw changed (a frozenset, for the table to raise them). The player is done with the bet box (Enter or Escape): the table takes the keys. Cash tables: chips are cents of this currency; the bet button shows money. A draw game&apos;s cards picked to throw, in the order picked.</extracomment>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="145"/>
        <location filename="../../client/ui/table/action_bar.py" line="171"/>
        <location filename="../../client/ui/table/action_bar.py" line="307"/>
        <location filename="../../client/ui/table/action_bar.py" line="316"/>
        <source>Check</source>
        <translation>Checken</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="146"/>
        <location filename="../../client/ui/table/action_bar.py" line="308"/>
        <location filename="../../client/ui/table/action_bar.py" line="457"/>
        <source>Bet</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="158"/>
        <source>Bet size</source>
        <translation>Einsatzhöhe</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="161"/>
        <source>Bet amount</source>
        <translation>Einsatzbetrag</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="166"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="170"/>
        <source>Check/Fold</source>
        <translation>Checken/Passen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="172"/>
        <source>Call</source>
        <translation>Mitgehen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="173"/>
        <source>Call any</source>
        <translation>Alles mitgehen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="174"/>
        <source>When your turn comes: fold</source>
        <translation>Wenn Sie dran sind: passen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="175"/>
        <source>When your turn comes: check if free, otherwise fold</source>
        <translation>Wenn Sie dran sind: checken, wenn es nichts kostet, sonst passen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="176"/>
        <source>When your turn comes: check (not if someone bets)</source>
        <translation>Wenn Sie dran sind: schieben (nicht, wenn jemand setzt)</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="177"/>
        <source>When your turn comes: call this amount (not if the bet changes)</source>
        <translation>Wenn Sie dran sind: diesen Betrag mitgehen (nicht, wenn sich der Einsatz ändert)</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="179"/>
        <source>When your turn comes: call whatever the bet is</source>
        <translation>Wenn Sie dran sind: jeden Einsatz mitgehen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="282"/>
        <source>Size to %1 of the pot (hotkey %2)</source>
        <translation>Einsatz auf %1 des Pots (Taste %2)</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="258"/>
        <location filename="../../client/ui/table/action_bar.py" line="317"/>
        <source>Call %1</source>
        <extracomment>What the hero faces while waiting (chips to call), None when not in a hand. The amount the Call box was ticked for: it calls exactly that, never more. The pre-action boxes: only for a player seated in the hand&apos;s table, never an observer&apos;s.</extracomment>
        <translation>Mitgehen %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="313"/>
        <source>Bring in %1</source>
        <translation>Bring-in %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="374"/>
        <source>Stand pat</source>
        <translation>Keine tauschen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="375"/>
        <source>Discard %1</source>
        <translation>%1 abwerfen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="457"/>
        <source>Raise</source>
        <translation>Erhöhen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="462"/>
        <source>Bet %1</source>
        <translation>Setzen %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="462"/>
        <source>Complete to %1</source>
        <translation>Komplettieren auf %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="463"/>
        <source>Raise to %1</source>
        <translation>Erhöhen auf %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="465"/>
        <source>%1 (all-in)</source>
        <translation>%1 (All-in)</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/sizing.py" line="41"/>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/sizing.py" line="43"/>
        <source>%1 pot</source>
        <translation>%1 Pot</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <location filename="../../client/ui/app/banner.py" line="38"/>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/banner.py" line="39"/>
        <source>Dismiss notice</source>
        <translation>Hinweis schließen</translation>
    </message>
</context>
<context>
    <name>BuyInDialog</name>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="50"/>
        <source>“%1” is not an amount: type e.g. %2</source>
        <translation>„%1“ ist kein Betrag: geben Sie z. B. %2 ein</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="54"/>
        <source>Give the amount in whole cents, e.g. %1</source>
        <translation>Geben Sie den Betrag in ganzen Cent an, z. B. %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="57"/>
        <source>The buy-in at %1 is between %2 and %3</source>
        <translation>Das Buy-in an %1 liegt zwischen %2 und %3</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="62"/>
        <source>You have only %1 available</source>
        <translation>Sie haben nur %1 verfügbar</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="81"/>
        <source>Buy in — %1</source>
        <translation>Einkaufen — %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="81"/>
        <source>Top up — %1</source>
        <translation>Aufstocken — %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="88"/>
        <source>Buy-in amount</source>
        <translation>Buy-in-Betrag</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="95"/>
        <source>Bring your stack up to %1 to %2 (between hands)</source>
        <translation>Ihren Stack auf %1 bis %2 aufstocken (zwischen den Händen)</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="96"/>
        <source>Buy in for %1 to %2</source>
        <translation>Buy-in von %1 bis %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="101"/>
        <source>Available: %1</source>
        <translation>Verfügbar: %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="107"/>
        <source>&amp;Amount:</source>
        <translation>&amp;Betrag:</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="108"/>
        <source>&amp;Wait for big blind</source>
        <translation>Auf Big Blind &amp;warten</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="109"/>
        <source>At a running table a newcomer owes the big blind: wait until it reaches your seat (unticked: post it now)</source>
        <translation>An einem laufenden Tisch schuldet ein Neuer den Big Blind: warten, bis er Ihren Platz erreicht (nicht angehakt: jetzt setzen)</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="112"/>
        <source>A&amp;uto-rebuy to this amount after every hand</source>
        <translation>Nach jeder Hand a&amp;utomatisch auf diesen Betrag aufstocken</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="120"/>
        <source>Sit down</source>
        <translation>Hinsetzen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="120"/>
        <source>Top up</source>
        <translation>Aufstocken</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="123"/>
        <source>You have only %1 available: the minimum buy-in here is %2</source>
        <translation>Sie haben nur %1 verfügbar: das Mindest-Buy-in hier ist %2</translation>
    </message>
</context>
<context>
    <name>ChangePasswordDialog</name>
    <message>
        <location filename="../../client/ui/app/password_dialog.py" line="29"/>
        <source>Change password</source>
        <translation>Passwort ändern</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/password_dialog.py" line="37"/>
        <source>&amp;Current password:</source>
        <translation>&amp;Aktuelles Passwort:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/password_dialog.py" line="38"/>
        <source>&amp;New password:</source>
        <translation>&amp;Neues Passwort:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/password_dialog.py" line="39"/>
        <source>&amp;Repeat new password:</source>
        <translation>Neues Passwort &amp;wiederholen:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/password_dialog.py" line="40"/>
        <source>Every other session of this account (other devices) is logged out.</source>
        <translation>Alle anderen Sitzungen dieses Kontos (andere Geräte) werden abgemeldet.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/password_dialog.py" line="63"/>
        <source>Enter your current password and a new one</source>
        <translation>Geben Sie Ihr aktuelles und ein neues Passwort ein</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/password_dialog.py" line="65"/>
        <source>The new password and its repetition differ</source>
        <translation>Das neue Passwort und seine Wiederholung stimmen nicht überein</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/password_dialog.py" line="67"/>
        <source>The new password is the current one</source>
        <translation>Das neue Passwort ist das aktuelle</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/password_dialog.py" line="69"/>
        <source>Changing the password…</source>
        <translation>Passwort wird geändert…</translation>
    </message>
</context>
<context>
    <name>ChartGrid</name>
    <message>
        <location filename="../../client/ui/trainer/chart_grid.py" line="44"/>
        <source>Push/fold chart</source>
        <translation>Push/Fold-Tabelle</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/chart_grid.py" line="49"/>
        <source>%1 is outlined; green hands are in the chart&apos;s range</source>
        <translation>%1 ist umrandet; grüne Hände gehören zur Range der Tabelle</translation>
    </message>
</context>
<context>
    <name>ChatBox</name>
    <message>
        <location filename="../../client/ui/table/chat.py" line="42"/>
        <source>Say something…</source>
        <translation>Schreiben Sie etwas…</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/chat.py" line="44"/>
        <source>Chat message</source>
        <translation>Chatnachricht</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/chat.py" line="45"/>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/chat.py" line="56"/>
        <source>Discuss A Deal</source>
        <translation>Deal besprechen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/chat.py" line="59"/>
        <source>Tick to discuss a deal. When every remaining player has ticked, the table pauses at the end of the hand.</source>
        <translation>Ankreuzen, um einen Deal zu besprechen. Wenn alle verbliebenen Spieler angekreuzt haben, pausiert der Tisch am Ende der Hand.</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/chat.py" line="77"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/chat.py" line="78"/>
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/chat.py" line="79"/>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/chat.py" line="124"/>
        <source>%1 of %2 players want to discuss a deal.</source>
        <translation>%1 von %2 Spielern wollen einen Deal besprechen.</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/chat.py" line="127"/>
        <source>The table pauses for it once the prizes are final (when late registration closes).</source>
        <translation>Der Tisch pausiert dafür, sobald die Preise feststehen (wenn die späte Anmeldung schließt).</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="125"/>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="91"/>
        <location filename="../../client/ui/histories/history.py" line="277"/>
        <location filename="../../client/ui/floor/floor_columns.py" line="36"/>
        <source>Table</source>
        <extracomment>Column titles are marked in the &quot;Columns&quot; context; RecordModel translates them.</extracomment>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="127"/>
        <location filename="../../client/ui/lobby/lobby_model.py" line="156"/>
        <location filename="../../client/ui/histories/history.py" line="278"/>
        <location filename="../../client/ui/histories/history_file_view.py" line="41"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="130"/>
        <location filename="../../client/ui/histories/history_file_view.py" line="42"/>
        <source>Stakes</source>
        <translation>Einsätze</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="133"/>
        <location filename="../../client/ui/lobby/lobby_model.py" line="164"/>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="92"/>
        <location filename="../../client/ui/histories/history_file_view.py" line="43"/>
        <location filename="../../client/ui/floor/floor_columns.py" line="26"/>
        <location filename="../../client/ui/floor/floor_columns.py" line="41"/>
        <location filename="../../client/ui/floor/floor_columns.py" line="52"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="135"/>
        <source>Waiting</source>
        <translation>Wartend</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="137"/>
        <source>Avg pot</source>
        <translation>Ø Pot</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="140"/>
        <source>Plrs/Flop</source>
        <translation>Spieler/Flop</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="142"/>
        <source>Hands/hr</source>
        <translation>Hände/Std</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="145"/>
        <location filename="../../client/ui/lobby/lobby_model.py" line="159"/>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="152"/>
        <source>Start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="154"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="162"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="77"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="79"/>
        <location filename="../../client/ui/floor/floor_columns.py" line="59"/>
        <location filename="../../client/ui/floor/floor_columns.py" line="77"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="81"/>
        <source>Stack</source>
        <translation>Stack</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="167"/>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="83"/>
        <source>Bounty</source>
        <translation>Kopfgeld</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="85"/>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="212"/>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="94"/>
        <source>Largest</source>
        <translation>Größter</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="96"/>
        <source>Smallest</source>
        <translation>Kleinster</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="110"/>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="111"/>
        <source>Blinds</source>
        <translation>Blinds</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="112"/>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="114"/>
        <source>Minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="211"/>
        <source>Place</source>
        <extracomment>The viewer&apos;s seat here was won in a satellite (rule 10: T$ or a ticket back).</extracomment>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="274"/>
        <location filename="../../client/ui/floor/floor_columns.py" line="66"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="276"/>
        <location filename="../../client/ui/histories/history_file_view.py" line="40"/>
        <location filename="../../client/ui/floor/floor_columns.py" line="43"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="279"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="280"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="39"/>
        <source>Site</source>
        <translation>Pokerraum</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="44"/>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="17"/>
        <source>VPIP</source>
        <extracomment>The five numbers, in `Tally.rates` order.</extracomment>
        <translation>VPIP</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="17"/>
        <source>PFR</source>
        <translation>PFR</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="18"/>
        <source>3-bet</source>
        <translation>3-Bet</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="19"/>
        <source>Fold to 3-bet</source>
        <translation>Fold auf 3-Bet</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="20"/>
        <source>Went to showdown</source>
        <translation>Zum Showdown</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="36"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="37"/>
        <location filename="../../client/ui/floor/floor_columns.py" line="53"/>
        <source>Hands</source>
        <translation>Hände</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="23"/>
        <location filename="../../client/ui/floor/floor_columns.py" line="38"/>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="25"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="28"/>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="30"/>
        <location filename="../../client/ui/floor/floor_columns.py" line="46"/>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="31"/>
        <source>Deal request</source>
        <translation>Deal-Anfrage</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="45"/>
        <source>In a hand</source>
        <translation>In einer Hand</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="51"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="55"/>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="60"/>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="61"/>
        <source>Withheld</source>
        <translation>Einbehalten</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="68"/>
        <source>Staff</source>
        <translation>Mitarbeiter</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="70"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="71"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="73"/>
        <source>Detail</source>
        <translation>Einzelheiten</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="78"/>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="80"/>
        <source>Gets back</source>
        <translation>Erhält</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <location filename="../../client/ui/app/connect_dialog.py" line="29"/>
        <source>Connect to server</source>
        <translation>Mit Server verbinden</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/connect_dialog.py" line="37"/>
        <source>Create a new account</source>
        <translation>Neues Konto anlegen</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/connect_dialog.py" line="41"/>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/connect_dialog.py" line="42"/>
        <source>&amp;Account:</source>
        <translation>&amp;Konto:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/connect_dialog.py" line="43"/>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/connect_dialog.py" line="57"/>
        <source>The server address starts with ws:// or wss://</source>
        <translation>Die Serveradresse beginnt mit ws:// oder wss://</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/connect_dialog.py" line="60"/>
        <source>Enter your account name and password</source>
        <translation>Geben Sie Kontoname und Passwort ein</translation>
    </message>
</context>
<context>
    <name>DealEditor</name>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="31"/>
        <source>ICM</source>
        <extracomment>The methods a staff member offers, as the protocol names them, and their labels.</extracomment>
        <translation>ICM</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="32"/>
        <source>Chip count</source>
        <translation>Chip-Count</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="33"/>
        <source>Even split</source>
        <translation>Gleiche Teile</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="34"/>
        <source>Edited amounts</source>
        <translation>Bearbeitete Beträge</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="35"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="36"/>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="37"/>
        <source>Proposal</source>
        <translation>Vorschlag</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="52"/>
        <source>Deal requests</source>
        <translation>Deal-Anfragen</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="53"/>
        <location filename="../../client/ui/floor/deal_editor.py" line="144"/>
        <source>No final table is waiting for a deal.</source>
        <translation>Kein Finaltisch wartet auf einen Deal.</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="59"/>
        <source>Deal numbers</source>
        <translation>Deal-Zahlen</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="64"/>
        <source>Re&amp;quire</source>
        <translation>&amp;Verlangen</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="66"/>
        <source>Left in play by place</source>
        <translation>Im Spiel gelassen je Platz</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="67"/>
        <source>first; second; … (e.g. 0.50; 0.25)</source>
        <translation>Erster; Zweiter; … (z. B. 0,50; 0,25)</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="68"/>
        <source>Money left in play by finishing place, first place first; first place keeps at least the required amount</source>
        <translation>Im Spiel gelassenes Geld je Platzierung, der erste Platz zuerst; der erste Platz behält mindestens den verlangten Betrag</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="71"/>
        <source>Put the deal on the &amp;table</source>
        <translation>Deal auf den &amp;Tisch legen</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="72"/>
        <source>E&amp;xecute deal</source>
        <translation>Deal &amp;ausführen</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="73"/>
        <source>Every remaining player confirmed: carry the deal out (the table is told and play resumes for what was left in play)</source>
        <translation>Alle verbleibenden Spieler haben bestätigt: den Deal ausführen (der Tisch erfährt es; um das im Spiel Gelassene wird weitergespielt)</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="76"/>
        <source>Join the final table&apos;s &amp;chat</source>
        <translation>Dem &amp;Chat des Finaltischs beitreten</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="77"/>
        <source>Come to the table (site rules: the floor repeats the deal and asks everyone to confirm)</source>
        <translation>An den Tisch kommen (Regeln der Seite: der Floor wiederholt den Deal und bittet alle, ihn zu bestätigen)</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="89"/>
        <source>Deal request:</source>
        <translation>Deal-Anfrage:</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="90"/>
        <source>Numbers:</source>
        <translation>Zahlen:</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="91"/>
        <source>Required in play for first:</source>
        <translation>Verlangt im Spiel für Platz 1:</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="92"/>
        <source>Left in play by place:</source>
        <translation>Im Spiel gelassen je Platz:</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="150"/>
        <source>%1: every remaining player ticked “Discuss A Deal”; the table is paused. Prizes still to win: %2 (pool %3). At most %4 may be required in play.</source>
        <translation>%1: Alle verbleibenden Spieler haben „Deal besprechen“ angekreuzt; der Tisch ist pausiert. Noch zu gewinnende Preise: %2 (Pool %3). Höchstens %4 dürfen im Spiel verlangt werden.</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="201"/>
        <source>No deal on the table yet.</source>
        <translation>Noch kein Deal auf dem Tisch.</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="202"/>
        <source>Waiting for the floor&apos;s numbers.</source>
        <translation>Warten auf die Zahlen des Floors.</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="207"/>
        <source>Everyone confirmed: %1. Execute the deal to carry it out.</source>
        <translation>Alle haben bestätigt: %1. Führen Sie den Deal aus, um ihn umzusetzen.</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="212"/>
        <source>On the table: %1. Confirmed by %2 of %3; waiting for %4. It is carried out once everyone confirmed.</source>
        <translation>Auf dem Tisch: %1. Bestätigt von %2 von %3; es fehlen %4. Ausgeführt wird er, sobald alle bestätigt haben.</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="262"/>
        <source>“%1” is not an amount.</source>
        <translation>„%1“ ist kein Betrag.</translation>
    </message>
</context>
<context>
    <name>DealPanel</name>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="34"/>
        <source>ICM</source>
        <extracomment>Deal kinds and table columns in English (translated in the &quot;DealPanel&quot; context).</extracomment>
        <translation>ICM</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="35"/>
        <source>Chip count</source>
        <translation>Chipstand</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="36"/>
        <source>Even split</source>
        <translation>Gleich verteilt</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="37"/>
        <source>Custom</source>
        <translation>Eigener</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="38"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="39"/>
        <source>Proposal</source>
        <translation>Vorschlag</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="52"/>
        <source>“%1” is not an amount: type digits like %2</source>
        <translation>„%1“ ist kein Betrag: geben Sie Ziffern wie %2 ein</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="56"/>
        <source>“%1”: an amount must be zero or more</source>
        <translation>„%1“: ein Betrag muss null oder mehr sein</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="74"/>
        <location filename="../../client/ui/table/deal_panel.py" line="169"/>
        <source>Deal discussion</source>
        <extracomment>What each player was paid once a deal was applied (player id -&gt; amount).</extracomment>
        <translation>Deal-Verhandlung</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="87"/>
        <source>Money left on the table for first</source>
        <translation>Geld, das für den Ersten im Spiel bleibt</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="90"/>
        <source>Propose %1</source>
        <translation>%1 vorschlagen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="93"/>
        <source>Propose my numbers</source>
        <translation>Meine Zahlen vorschlagen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="94"/>
        <source>No proposal yet.</source>
        <translation>Noch kein Vorschlag.</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="96"/>
        <source>&amp;Accept deal</source>
        <translation>Deal &amp;annehmen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="97"/>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="102"/>
        <source>Left on the table for 1st:</source>
        <translation>Im Spiel für Platz 1:</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="158"/>
        <source>(at most %1)</source>
        <translation>(höchstens %1)</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="211"/>
        <source>Paid: %1.</source>
        <translation>Ausgezahlt: %1.</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="220"/>
        <source>Deal done — payouts changed, play resumes</source>
        <translation>Deal vereinbart — Auszahlungen geändert, es wird weitergespielt</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="221"/>
        <source>Deal done — every prize paid, the tournament is over</source>
        <translation>Deal vereinbart — alle Preise ausgezahlt, das Turnier ist beendet</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="167"/>
        <source>Table paused for a deal</source>
        <translation>Tisch für einen Deal pausiert</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="174"/>
        <source>No proposal yet: propose one of the deals above.</source>
        <translation>Noch kein Vorschlag: schlagen Sie einen der Deals oben vor.</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="180"/>
        <source>%1 deal proposed by %2, %3 left for 1st — accepted by %4 of %5.</source>
        <translation>%1-Deal vorgeschlagen von %2, %3 im Spiel für Platz 1 — angenommen von %4 von %5.</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="201"/>
        <source>Paid</source>
        <translation>Ausgezahlt</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="210"/>
        <source>Paid: %1. Still played for: %2.</source>
        <translation>Ausgezahlt: %1. Noch im Spiel: %2.</translation>
    </message>
</context>
<context>
    <name>Dealer</name>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="62"/>
        <source>A new hand starts</source>
        <translation>Eine neue Hand beginnt</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="63"/>
        <source>Hand #%1 starts</source>
        <translation>Hand #%1 beginnt</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="65"/>
        <source>%1 joins the table</source>
        <translation>%1 setzt sich an den Tisch</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="67"/>
        <source>%1 leaves the table</source>
        <translation>%1 verlässt den Tisch</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="69"/>
        <source>%1 is disconnected</source>
        <translation>%1 ist nicht mehr verbunden</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="71"/>
        <source>%1 is connected again</source>
        <translation>%1 ist wieder verbunden</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="73"/>
        <source>%1 is using the time bank</source>
        <translation>%1 nutzt die Zeitbank</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="76"/>
        <source>%1 shows %2</source>
        <translation>%1 zeigt %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="80"/>
        <source>Uncalled bet (%1) returned to %2</source>
        <translation>Nicht gedeckter Einsatz (%1) geht zurück an %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="83"/>
        <source>the pot</source>
        <translation>den Pot</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="84"/>
        <source>side pot %1</source>
        <translation>Side-Pot %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="86"/>
        <source>%1 wins %2 (%3) with %4</source>
        <translation>%1 gewinnt %2 (%3) mit %4</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="87"/>
        <source>%1 wins %2 (%3)</source>
        <translation>%1 gewinnt %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="91"/>
        <source>Total pot %1 | Rake %2</source>
        <translation>Gesamtpot %1 | Rake %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="102"/>
        <source>You join the table</source>
        <translation>Sie setzen sich an den Tisch</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="104"/>
        <source>You leave the table</source>
        <translation>Sie verlassen den Tisch</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="106"/>
        <source>You are disconnected</source>
        <translation>Ihre Verbindung ist unterbrochen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="108"/>
        <source>You are connected again</source>
        <translation>Sie sind wieder verbunden</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="110"/>
        <source>You are using your time bank</source>
        <translation>Sie nutzen Ihre Zeitbank</translation>
    </message>
</context>
<context>
    <name>DebugPanel</name>
    <message>
        <location filename="../../client/ui/app/debug_panel.py" line="122"/>
        <source>Tester tools</source>
        <extracomment>Events kept in the log; older ones are dropped first.</extracomment>
        <translation>Testwerkzeuge</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/debug_panel.py" line="193"/>
        <source>Event log</source>
        <translation>Ereignisprotokoll</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/debug_panel.py" line="194"/>
        <source>Room state</source>
        <translation>Raumzustand</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/debug_panel.py" line="195"/>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
</context>
<context>
    <name>DetailsPanel</name>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="224"/>
        <location filename="../../client/ui/lobby/lobby.py" line="263"/>
        <source>Select a game</source>
        <extracomment>The name column (chars 0) takes the room the others leave, but never less than NAME_CHARS digits: a stretched column shrank to &quot;…&quot; when a docked panel (tester tools) narrowed the lobby; now the right-hand columns scroll instead.</extracomment>
        <translation>Wählen Sie ein Spiel</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="232"/>
        <location filename="../../client/ui/lobby/lobby.py" line="265"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="258"/>
        <source>%1:</source>
        <extracomment>The selected cash table, drawn small (fed by the session&apos;s PreviewController).</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="274"/>
        <location filename="../../client/ui/lobby/lobby.py" line="292"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="275"/>
        <source>Stakes</source>
        <translation>Einsätze</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="276"/>
        <location filename="../../client/ui/lobby/lobby.py" line="295"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="276"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="278"/>
        <location filename="../../client/ui/lobby/lobby.py" line="293"/>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="278"/>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="281"/>
        <source>Average pot</source>
        <translation>Ø Pot</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="283"/>
        <source>Open table</source>
        <translation>Tisch öffnen</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="294"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="296"/>
        <source>Starts</source>
        <translation>Beginnt</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="297"/>
        <source>When full</source>
        <translation>Wenn voll</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="300"/>
        <source>Late registration</source>
        <translation>Späte Anmeldung</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="302"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="303"/>
        <source>Deals</source>
        <translation>Deals</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="303"/>
        <source>Allowed</source>
        <translation>Erlaubt</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="304"/>
        <source>Not allowed</source>
        <translation>Nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="306"/>
        <source>Bounty</source>
        <translation>Kopfgeld</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="308"/>
        <source>Advertised bounties</source>
        <translation>Angekündigte Kopfgelder</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="310"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="310"/>
        <source>Registered</source>
        <translation>Angemeldet</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="312"/>
        <source>Tournament lobby…</source>
        <translation>Turnierlobby…</translation>
    </message>
</context>
<context>
    <name>FastFoldDesk</name>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_desk.py" line="56"/>
        <source>You took the seat at %1.</source>
        <extracomment>How a seat offer ended, in English (&quot;%1&quot; is the table; translated at display).</extracomment>
        <translation>Sie haben den Platz an %1 eingenommen.</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_desk.py" line="57"/>
        <source>You declined the seat at %1.</source>
        <translation>Sie haben den Platz an %1 abgelehnt.</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_desk.py" line="58"/>
        <source>The seat offer at %1 expired: you lost your place on that list.</source>
        <translation>Das Platzangebot an %1 ist abgelaufen: Sie haben Ihren Platz auf dieser Liste verloren.</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_desk.py" line="79"/>
        <source>Fast fold</source>
        <translation>Fast Fold</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_desk.py" line="130"/>
        <source>A seat is free for you at %1: accept it in the lobby before it is offered to the next player.</source>
        <translation>An %1 ist ein Platz für Sie frei: nehmen Sie ihn in der Lobby an, bevor er dem nächsten Spieler angeboten wird.</translation>
    </message>
</context>
<context>
    <name>FloorWindow</name>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="44"/>
        <source>Rollback: every payment refunded as paid</source>
        <extracomment>Cancellation methods the floor chooses from, as the protocol names them.</extracomment>
        <translation>Rückabwicklung: jede Zahlung so erstattet, wie sie geleistet wurde</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="46"/>
        <source>Roll forward: fees back, the pool shared by the rules</source>
        <translation>Vorwärtsabwicklung: Gebühren zurück, der Pool nach den Regeln geteilt</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="48"/>
        <source>Chip count (heads-up sit &amp; gos)</source>
        <translation>Chip-Count (Heads-up-Sit-&amp;-Gos)</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="83"/>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="89"/>
        <source>any version</source>
        <translation>jede Version</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="90"/>
        <source>Minimum client version</source>
        <translation>Mindestversion des Clients</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="91"/>
        <source>Set &amp;minimum</source>
        <translation>&amp;Minimum setzen</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="93"/>
        <source>Minimum client version:</source>
        <translation>Mindestversion des Clients:</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="98"/>
        <source>&amp;Play</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="100"/>
        <source>&amp;Deal requests</source>
        <translation>&amp;Deal-Anfragen</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="101"/>
        <source>&amp;Cancel a tournament</source>
        <translation>Turnier a&amp;bsagen</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="102"/>
        <source>&amp;Integrity</source>
        <translation>&amp;Integrität</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="103"/>
        <source>With&amp;held winnings</source>
        <translation>Einbe&amp;haltene Gewinne</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="105"/>
        <source>&amp;Audit log</source>
        <translation>&amp;Prüfprotokoll</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="122"/>
        <source>Pa&amp;use</source>
        <translation>Pa&amp;usieren</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="123"/>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="124"/>
        <source>Hands under way finish; no new hand is dealt and the tournament clock stops</source>
        <translation>Laufende Hände werden beendet; keine neue Hand wird gegeben und die Turnieruhr steht</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="129"/>
        <source>Join the table&apos;s &amp;chat</source>
        <translation>Dem &amp;Chat des Tischs beitreten</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="130"/>
        <source>Come to the table as the floor: its window opens and what you write there is signed “Floor (your name)”</source>
        <translation>Als Floor an den Tisch kommen: sein Fenster öffnet sich, und was Sie dort schreiben, ist mit „Floor (Ihr Name)“ unterzeichnet</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="136"/>
        <source>Open tournaments (pausing any of its tables pauses the whole event):</source>
        <translation>Offene Turniere (einen Tisch zu pausieren pausiert das ganze Turnier):</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="139"/>
        <source>Tables in play:</source>
        <translation>Tische im Spiel:</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="152"/>
        <source>Tournament to cancel</source>
        <translation>Abzusagendes Turnier</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="161"/>
        <source>Preview the pa&amp;youts</source>
        <translation>Auszahlungen &amp;ansehen</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="162"/>
        <source>Cancel the tournament &amp;now</source>
        <translation>Turnier &amp;jetzt absagen</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="165"/>
        <source>Preview the payouts first: nothing changes until you confirm.</source>
        <translation>Zuerst die Auszahlungen ansehen: Nichts ändert sich, bevor Sie bestätigen.</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="169"/>
        <source>Tournament:</source>
        <translation>Turnier:</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="170"/>
        <source>Method:</source>
        <translation>Methode:</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="191"/>
        <source>Re&amp;view the latest hands</source>
        <translation>Letzte Hände &amp;überprüfen</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="204"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="210"/>
        <source>&amp;Withhold pending review</source>
        <translation>Bis zur Prüfung &amp;einbehalten</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="211"/>
        <source>Re&amp;lease</source>
        <translation>Frei&amp;geben</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="214"/>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="215"/>
        <source>Currency:</source>
        <translation>Währung:</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="216"/>
        <source>Amount:</source>
        <translation>Betrag:</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="241"/>
        <source>%1 flags from the latest %2 hands (site rules: soft play, chip dumping, heads-up flipping, several accounts)</source>
        <translation>%1 Hinweise aus den letzten %2 Händen (Hausregeln: Soft Play, Chip Dumping, Heads-up-Flipping, mehrere Konten)</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="273"/>
        <source>%1 by %2 pays %3 in all. Confirm to cancel.</source>
        <translation>%1 nach %2 zahlt insgesamt %3 aus. Zum Absagen bestätigen.</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="281"/>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="287"/>
        <source>Pick a tournament or a table first.</source>
        <translation>Wählen Sie zuerst ein Turnier oder einen Tisch.</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="297"/>
        <source>Pick a table first (this tournament has %1).</source>
        <translation>Wählen Sie zuerst einen Tisch (dieses Turnier hat %1).</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="299"/>
        <source>Pick a table or a deal request first.</source>
        <translation>Wählen Sie zuerst einen Tisch oder eine Deal-Anfrage.</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="360"/>
        <source>Name the player (their id) first.</source>
        <translation>Nennen Sie zuerst den Spieler (seine ID).</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="367"/>
        <source>Give the amount to withhold.</source>
        <translation>Geben Sie den einzubehaltenden Betrag an.</translation>
    </message>
</context>
<context>
    <name>HandHistoryViewer</name>
    <message>
        <location filename="../../client/ui/histories/history.py" line="77"/>
        <source>Readable log</source>
        <extracomment>The hand&apos;s text beside the list gets room for lines of this many characters. The window around the list and the text: margins, the tab&apos;s frame, the splitter handle. Export formats: name (marked for translation, shown translated) and key.</extracomment>
        <translation>Lesbares Protokoll</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="79"/>
        <source>Hand histories (*.txt *.xml *.phh *.phhs);;All files (*)</source>
        <translation>Handhistorien (*.txt *.xml *.phh *.phhs);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="293"/>
        <source>Hand history</source>
        <translation>Handhistorie</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="311"/>
        <source>No hands of yours yet: each hand you are dealt in at a table is listed here. To replay another site&apos;s hands, open, paste or drop its hand history file.</source>
        <translation>Noch keine eigenen Hände: Jede Hand, in der Sie an einem Tisch Karten erhalten, erscheint hier. Um Hände einer anderen Seite abzuspielen, öffnen, einfügen oder ziehen Sie deren Handhistorie hierher.</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="316"/>
        <source>Hand history format</source>
        <translation>Format der Handhistorie</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="317"/>
        <source>&amp;Export all…</source>
        <translation>Alle &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="318"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="319"/>
        <source>Re&amp;play…</source>
        <translation>&amp;Wiedergeben…</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="326"/>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="340"/>
        <source>Fetch your latest hands from the room</source>
        <translation>Ihre neuesten Hände vom Server holen</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="391"/>
        <source>Only hands played in this session can be replayed</source>
        <translation>Nur Hände aus dieser Sitzung können wiedergegeben werden</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="401"/>
        <source>Export hand histories</source>
        <translation>Handhistorien exportieren</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="410"/>
        <source>Your hands</source>
        <translation>Ihre Hände</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="413"/>
        <source>&amp;Open file…</source>
        <translation>Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="415"/>
        <source>Open a hand history file: PokerStars, GGPoker, Winamax, 888poker, partypoker, iPoker XML, PHH or PHHS</source>
        <translation>Handhistorie öffnen: PokerStars, GGPoker, Winamax, 888poker, partypoker, iPoker-XML, PHH oder PHHS</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="420"/>
        <source>Replay hand history text from the clipboard (any site Open file reads)</source>
        <translation>Handhistorie aus der Zwischenablage abspielen (jede Seite, die „Datei öffnen“ liest)</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="417"/>
        <source>Paste &amp;hand</source>
        <translation>&amp;Hand einfügen</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="424"/>
        <source>or drop a hand history file here</source>
        <translation>oder eine Handhistorie hierher ziehen</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="443"/>
        <source>Pasted hand</source>
        <translation>Eingefügte Hand</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="470"/>
        <source>Open hand history</source>
        <translation>Handhistorie öffnen</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="489"/>
        <source>Dropped hand</source>
        <translation>Abgelegte Hand</translation>
    </message>
</context>
<context>
    <name>HistoryFileView</name>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="113"/>
        <source>Find a player or a hand number</source>
        <extracomment>Offline practice: a replay&apos;s &quot;Play from here&quot; gets the spot&apos;s scenario (a bug report&apos;s hands; None: no such button).</extracomment>
        <translation>Spieler oder Handnummer suchen</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="114"/>
        <source>Find hands</source>
        <translation>Hände suchen</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="129"/>
        <source>Hands read</source>
        <translation>Gelesene Hände</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="132"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="133"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="134"/>
        <source>Re&amp;play…</source>
        <translation>&amp;Wiedergeben…</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="191"/>
        <source>%1 of %2 hands</source>
        <translation>%1 von %2 Händen</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="193"/>
        <source>Reading %1: %2 hands…</source>
        <translation>%1 wird gelesen: %2 Hände…</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="205"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="208"/>
        <source>%1: stopped after %2 hands (cancelled)</source>
        <translation>%1: nach %2 Händen angehalten (abgebrochen)</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="211"/>
        <source>%1: %2 %3 hand</source>
        <translation>%1: %2 %3-Hand</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="211"/>
        <source>%1: %2 %3 hands</source>
        <translation>%1: %2 %3-Hände</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="215"/>
        <source>%1, %2 not replayable</source>
        <translation>%1, %2 nicht wiedergebbar</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="244"/>
        <source>Hand %1 cannot be replayed: %2</source>
        <translation>Hand %1 kann nicht wiedergegeben werden: %2</translation>
    </message>
</context>
<context>
    <name>LeakReport</name>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="62"/>
        <source>Session report</source>
        <translation>Sitzungsbericht</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="68"/>
        <source>Session numbers by position</source>
        <translation>Sitzungswerte nach Position</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="84"/>
        <source>Each cell: you over this session · the strong bot&apos;s own numbers from self-play (no strong bot sat at your tables this session).</source>
        <translation>Jede Zelle: Sie in dieser Sitzung · die eigenen Werte des starken Bots aus dem Spiel gegen sich selbst (in dieser Sitzung saß kein starker Bot an Ihren Tischen).</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="88"/>
        <source>Each cell: you · the strong bot, over this session&apos;s hands at your tables (offline practice).</source>
        <translation>Jede Zelle: Sie · der starke Bot, über die Hände dieser Sitzung an Ihren Tischen (Offline-Training).</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="95"/>
        <source>Play at least 20 hands for the report to name leaks (%1 so far).</source>
        <translation>Spielen Sie mindestens 20 Hände, damit der Bericht Schwächen nennt (bisher %1).</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="98"/>
        <source>No number is %1 points or more away from the strong bot&apos;s.</source>
        <translation>Kein Wert liegt %1 Punkte oder mehr vom starken Bot entfernt.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="103"/>
        <source>Widest gaps from the strong bot (points): %1</source>
        <translation>Größte Abstände zum starken Bot (Punkte): %1</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="37"/>
        <source>Registering</source>
        <extracomment>Role returning the row&apos;s id (table_id / tournament_id). Tournament states in English (marked for translation; `status_text` translates).</extracomment>
        <translation>Anmeldung</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="38"/>
        <source>Late reg.</source>
        <translation>Späte Anm.</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="39"/>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="40"/>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="41"/>
        <source>Cancelled</source>
        <translation>Abgesagt</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="47"/>
        <source>Mixed HE</source>
        <extracomment>Game codes too long or too raw for a lobby cell (mixed rotations); the rest read as sent.</extracomment>
        <translation>Mixed HE</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="61"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="92"/>
        <source>Knockout</source>
        <extracomment>Width in average characters; 0 makes the column take the spare width. Bounty kinds in English (marked for translation; `bounty_marker` translates).</extracomment>
        <translation>Knockout</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="93"/>
        <source>Progressive KO</source>
        <translation>Progressives KO</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="94"/>
        <source>Fixed</source>
        <translation>Fest</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="95"/>
        <source>Team Pro</source>
        <translation>Team Pro</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="111"/>
        <source>When full</source>
        <translation>Wenn voll</translation>
    </message>
</context>
<context>
    <name>LobbyTab</name>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="71"/>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="89"/>
        <source>Search name, game, stakes…</source>
        <extracomment>The name column is never narrower than this many digits&apos; widths.</extracomment>
        <translation>Name, Spiel, Einsätze suchen…</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="94"/>
        <source>Game filter</source>
        <translation>Spielfilter</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="95"/>
        <source>%1 filter</source>
        <translation>Filter %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="96"/>
        <source>Status filter</source>
        <translation>Statusfilter</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="104"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="110"/>
        <source>Hide &amp;full</source>
        <translation>&amp;Volle ausblenden</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="111"/>
        <source>Hide &amp;empty</source>
        <translation>&amp;Leere ausblenden</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="119"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>LobbyWidget</name>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="331"/>
        <source>Stakes</source>
        <translation>Einsätze</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="332"/>
        <location filename="../../client/ui/lobby/lobby.py" line="333"/>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="335"/>
        <source>Cash games</source>
        <translation>Cash Games</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="336"/>
        <source>Sit &amp;&amp; Go</source>
        <translation>Sit &amp;&amp; Go</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="337"/>
        <source>Tournaments</source>
        <translation>Turniere</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="45"/>
        <source>Connected</source>
        <extracomment>The connection states&apos; words (ConnectionStatus values), translated at display.</extracomment>
        <translation>Verbunden</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="46"/>
        <source>Connecting</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="47"/>
        <source>Reconnecting</source>
        <translation>Verbinde erneut…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="48"/>
        <source>Disconnected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="49"/>
        <source>Closed</source>
        <translation>Geschlossen</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="54"/>
        <source>&amp;Tile tables</source>
        <extracomment>View menu entries for multi-tabling: arrangement, text, shortcut.</extracomment>
        <translation>Tische &amp;nebeneinander</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="55"/>
        <source>&amp;Cascade tables</source>
        <translation>Tische über&amp;lappend</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="56"/>
        <source>St&amp;ack tables</source>
        <translation>Tische &amp;stapeln</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="57"/>
        <source>Tables in ta&amp;bs</source>
        <translation>Tische in &amp;Reitern</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="83"/>
        <source>SKG Poker</source>
        <translation>SKG Poker</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="95"/>
        <source>Lobby</source>
        <extracomment>What quitting (or a new practice room) would leave behind (table and tournament names; the session&apos;s). The open &quot;you are playing&quot; question (Quit, or a new practice room).</extracomment>
        <translation>Lobby</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="97"/>
        <location filename="../../client/ui/app/main_window.py" line="106"/>
        <location filename="../../client/ui/app/main_window.py" line="243"/>
        <location filename="../../client/ui/app/main_window.py" line="313"/>
        <source>Offline practice</source>
        <translation>Offline üben</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="99"/>
        <source>Connection state</source>
        <translation>Verbindungsstatus</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="101"/>
        <source>Balances</source>
        <translation>Guthaben</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="105"/>
        <source>Connect to server…</source>
        <translation>Mit Server verbinden…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="107"/>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="144"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="145"/>
        <source>&amp;Connect to server…</source>
        <translation>Mit Server &amp;verbinden…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="146"/>
        <source>Offline &amp;practice</source>
        <translation>Offline &amp;üben</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="147"/>
        <source>Hand &amp;history…</source>
        <translation>&amp;Handverlauf…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="149"/>
        <source>Load &amp;scenario…</source>
        <translation>S&amp;zenario laden…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="150"/>
        <source>Testers: play a scenario file (seats, stacks, fixed deck) in offline practice</source>
        <translation>Für Tester: eine Szenariodatei (Plätze, Stacks, festes Deck) offline spielen</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="153"/>
        <location filename="../../client/ui/app/main_window.py" line="299"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="158"/>
        <source>Log out &amp;everywhere</source>
        <translation>&amp;Überall abmelden</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="159"/>
        <source>End every session of this account on every device (e.g. after a lost laptop)</source>
        <translation>Alle Sitzungen dieses Kontos auf allen Geräten beenden (z. B. nach einem verlorenen Laptop)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="163"/>
        <source>Change pass&amp;word…</source>
        <translation>Pass&amp;wort ändern…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="164"/>
        <source>Set a new password; every other session of this account is logged out</source>
        <translation>Ein neues Passwort setzen; alle anderen Sitzungen dieses Kontos werden abgemeldet</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="171"/>
        <source>&amp;Find a player…</source>
        <translation>Spieler &amp;finden…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="180"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="181"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="185"/>
        <source>Player &amp;notes…</source>
        <translation>Spieler&amp;notizen…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="187"/>
        <source>Your own notes and colour labels on other players (kept on this computer)</source>
        <translation>Eigene Notizen und Farbmarkierungen zu anderen Spielern (nur auf diesem Computer)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="191"/>
        <source>Results &amp;graphs…</source>
        <translation>Ergebnis&amp;grafiken…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="193"/>
        <source>Your results over your own hands: cash sessions and tournament chips</source>
        <translation>Ihre Ergebnisse über Ihre eigenen Hände: Cash-Sitzungen und Turnierchips</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="205"/>
        <source>&amp;Floor…</source>
        <translation>&amp;Floor…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="207"/>
        <source>The site&apos;s staff side: pauses, deal requests, cancellations, integrity flags, audit log</source>
        <translation>Die Seite der Mitarbeiter: Pausen, Deal-Anfragen, Absagen, Integritätshinweise, Prüfprotokoll</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="209"/>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="210"/>
        <source>&amp;Report a problem…</source>
        <translation>&amp;Problem melden…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="211"/>
        <source>Save one file for a bug report: version, settings, the last hands with their seeds, logs, a picture of each window</source>
        <translation>Eine Datei für einen Fehlerbericht speichern: Version, Einstellungen, die letzten Hände mit ihren Seeds, Protokolle, ein Bild jedes Fensters</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="214"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="219"/>
        <source>P&amp;ractice</source>
        <translation>&amp;Training</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="220"/>
        <source>Push/fold &amp;trainer…</source>
        <translation>Push/Fold-&amp;Trainer…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="221"/>
        <source>Drill short-stack spots against the project&apos;s push/fold chart and ICM</source>
        <translation>Short-Stack-Situationen üben, mit der Push/Fold-Tabelle des Projekts und ICM</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="224"/>
        <source>Session &amp;report…</source>
        <translation>Sitzungs&amp;bericht…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="225"/>
        <source>Your VPIP, PFR, 3-bet, fold to 3-bet and showdowns by position, beside the strong bot&apos;s</source>
        <translation>Ihr VPIP, PFR, 3-Bet, Fold auf 3-Bet und Showdowns nach Position, neben denen des starken Bots</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="244"/>
        <source>Server %1</source>
        <translation>Server %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="256"/>
        <source> (+%1 in play)</source>
        <translation> (+%1 im Spiel)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="259"/>
        <source>Balance: </source>
        <translation>Guthaben: </translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="295"/>
        <source>Quit SKG Poker</source>
        <translation>SKG Poker beenden</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="296"/>
        <source>You are playing: %1.
Quit anyway? Your seats are folded and sat out (in offline practice they end).</source>
        <translation>Sie spielen: %1.
Trotzdem beenden? Ihre Plätze werden gefoldet und ausgesetzt (im Offline-Training enden sie).</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="314"/>
        <source>You are playing: %1.
Start a new practice room? Your seats and tournaments here end.</source>
        <translation>Sie spielen: %1.
Einen neuen Offline-Übungsraum starten? Ihre Plätze und Turniere hier enden.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="317"/>
        <source>&amp;New practice room</source>
        <translation>&amp;Neuer Übungsraum</translation>
    </message>
</context>
<context>
    <name>NoteEditor</name>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="37"/>
        <source>Your own notes on this player, as you type them. The client adds nothing: no statistics on other players (site tools policy).</source>
        <translation>Ihre eigenen Notizen zu diesem Spieler, so wie Sie sie schreiben. Der Client fügt nichts hinzu: keine Statistiken über andere Spieler (Tool-Richtlinie der Seite).</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="67"/>
        <source>No label</source>
        <translation>Keine Markierung</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="83"/>
        <source>Notes on %1</source>
        <translation>Notizen zu %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="99"/>
        <source>Label:</source>
        <translation>Markierung:</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="117"/>
        <source>At most %1 characters.</source>
        <translation>Höchstens %1 Zeichen.</translation>
    </message>
</context>
<context>
    <name>Notes</name>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="42"/>
        <source>Red</source>
        <extracomment>The colour labels&apos; names on screen (the store keeps the English keys).</extracomment>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="43"/>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="44"/>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="45"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="46"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="47"/>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="70"/>
        <source>Colour label</source>
        <translation>Farbmarkierung</translation>
    </message>
</context>
<context>
    <name>NotesWindow</name>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="138"/>
        <source>Player notes</source>
        <translation>Spielernotizen</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="140"/>
        <source>Find a player or a word in your notes…</source>
        <translation>Spieler oder Wort in Ihren Notizen suchen…</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="143"/>
        <source>Any label</source>
        <translation>Alle Markierungen</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="146"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="146"/>
        <source>Label</source>
        <translation>Markierung</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="146"/>
        <source>Updated</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="146"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="156"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="157"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="158"/>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="220"/>
        <source>Not imported: %1</source>
        <translation>Nicht importiert: %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="223"/>
        <source>Imported %1 note from %2.</source>
        <translation>%1 Notiz aus %2 importiert.</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="224"/>
        <source>Imported %1 notes from %2.</source>
        <translation>%1 Notizen aus %2 importiert.</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="234"/>
        <source>Exported %1 note to %2.</source>
        <translation>%1 Notiz nach %2 exportiert.</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="235"/>
        <source>Exported %1 notes to %2.</source>
        <translation>%1 Notizen nach %2 exportiert.</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="241"/>
        <source>Import player notes</source>
        <translation>Spielernotizen importieren</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="241"/>
        <location filename="../../client/ui/regular/notes.py" line="248"/>
        <source>Notes (*.json)</source>
        <translation>Notizen (*.json)</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="247"/>
        <source>Export player notes</source>
        <translation>Spielernotizen exportieren</translation>
    </message>
</context>
<context>
    <name>PlayerSearch</name>
    <message>
        <location filename="../../client/ui/regular/player_search.py" line="152"/>
        <source>Find a player</source>
        <extracomment>At most this many tournaments are asked for their players by one &quot;look everywhere&quot;. Ask the room once the typing has paused this long.</extracomment>
        <translation>Spieler finden</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/player_search.py" line="159"/>
        <source>&amp;Look in every tournament</source>
        <extracomment>Display names of places by (kind, id), filled in by the session.</extracomment>
        <translation>In allen &amp;Turnieren suchen</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/player_search.py" line="172"/>
        <source>&amp;Go there</source>
        <translation>&amp;Hingehen</translation>
    </message>
</context>
<context>
    <name>PoolTableWindow</name>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_table.py" line="20"/>
        <source>Waiting for your next hand…</source>
        <extracomment>The player&apos;s place in the pool, in English (translated at display).</extracomment>
        <translation>Warten auf Ihre nächste Hand…</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_table.py" line="21"/>
        <source>In a hand</source>
        <translation>In einer Hand</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_table.py" line="22"/>
        <source>Sitting out (no hands dealt)</source>
        <translation>Aussetzen (keine Hände)</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_table.py" line="23"/>
        <source>Disconnected: no hands dealt</source>
        <translation>Getrennt: keine Hände</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_table.py" line="24"/>
        <source>You left the pool</source>
        <translation>Sie haben den Pool verlassen</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_table.py" line="47"/>
        <source>&amp;Fast fold</source>
        <translation>&amp;Fast Fold</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_table.py" line="49"/>
        <source>Fold now, before your turn, and go straight to a new hand</source>
        <translation>Jetzt passen, vor Ihrem Zug, und sofort zu einer neuen Hand</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_table.py" line="51"/>
        <source>Sit out</source>
        <translation>Aussetzen</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_table.py" line="52"/>
        <source>Leave &amp;pool</source>
        <translation>&amp;Pool verlassen</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_table.py" line="78"/>
        <source> — stack %1</source>
        <translation> — Stack %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_table.py" line="81"/>
        <source> (pool: %1 of %2 players ready)</source>
        <translation> (Pool: %1 von %2 Spielern bereit)</translation>
    </message>
</context>
<context>
    <name>PoolsTab</name>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="30"/>
        <source>Pool</source>
        <extracomment>The pools table&apos;s columns, in English (translated at display).</extracomment>
        <translation>Pool</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="30"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="31"/>
        <source>Stakes</source>
        <translation>Einsätze</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="32"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="33"/>
        <source>Table size</source>
        <translation>Tischgröße</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="34"/>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="51"/>
        <source>&amp;Join pool…</source>
        <translation>Pool &amp;beitreten…</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="53"/>
        <source>Fast fold: fold and you are dealt a new hand at once, at another table, with your stack.</source>
        <translation>Fast Fold: passen Sie und Sie bekommen sofort eine neue Hand an einem anderen Tisch, mit Ihrem Stack.</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="71"/>
        <source>%1-max</source>
        <translation>%1-max</translation>
    </message>
</context>
<context>
    <name>PreviewController</name>
    <message>
        <location filename="../../client/ui/lobby/table_preview.py" line="106"/>
        <source>Looking at the table…</source>
        <translation>Tisch wird angesehen…</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/table_preview.py" line="138"/>
        <source>No preview: %1</source>
        <translation>Keine Vorschau: %1</translation>
    </message>
</context>
<context>
    <name>PushFoldTrainer</name>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="64"/>
        <source>Push/fold trainer</source>
        <translation>Push/Fold-Trainer</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="75"/>
        <source>&amp;Fold</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="76"/>
        <source>&amp;Next spot</source>
        <translation>&amp;Nächste Situation</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="77"/>
        <source>Include &amp;tournament spots (ICM)</source>
        <translation>&amp;Turniersituationen einbeziehen (ICM)</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="90"/>
        <source>Score</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="152"/>
        <source>&amp;Call</source>
        <translation>&amp;Mitgehen</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="152"/>
        <source>&amp;Push</source>
        <translation>&amp;All-in</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="156"/>
        <source>Push or fold? (Call or fold facing an all-in.)</source>
        <translation>All-in oder passen? (Gegen ein All-in: mitgehen oder passen.)</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="166"/>
        <source>Sit-and-go: %1 players left, %2 paid (%3).</source>
        <translation>Sit-and-Go: noch %1 Spieler, %2 bezahlt (%3).</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="170"/>
        <source>On the bubble.</source>
        <translation>Auf der Bubble.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="173"/>
        <source>Other stacks (big blinds): %1</source>
        <translation>Andere Stacks (Big Blinds): %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="176"/>
        <source>You are in the big blind with %1 big blinds. Everyone folds to the small blind, who moves all in.</source>
        <translation>Sie sitzen im Big Blind mit %1 Big Blinds. Alle passen bis zum Small Blind, der all-in geht.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="180"/>
        <source>You are first in from %1 with %2 big blinds; %3 player(s) still to act.</source>
        <translation>Sie eröffnen aus %1 mit %2 Big Blinds; %3 Spieler noch an der Reihe.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="184"/>
        <source>Antes: %1 of the big blind each.</source>
        <translation>Antes: je %1 des Big Blinds.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="198"/>
        <source>push</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="198"/>
        <source>call</source>
        <translation>mitgehen</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="199"/>
        <source>fold</source>
        <translation>passen</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="201"/>
        <source>Right: %1.</source>
        <translation>Richtig: %1.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="203"/>
        <source>The answer is %1 (you chose %2).</source>
        <translation>Die Antwort ist %1 (Sie wählten %2).</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="217"/>
        <source>%1, %2 big blinds effective</source>
        <translation>%1, %2 Big Blinds effektiv</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="220"/>
        <source>Chart (%1): call with %2 of hands.</source>
        <translation>Tabelle (%1): mit %2 der Hände mitgehen.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="222"/>
        <source>Chart (%1): push %2 of hands.</source>
        <translation>Tabelle (%1): mit %2 der Hände all-in.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="224"/>
        <source>%1 is a %2 there.</source>
        <translation>%1 heißt dort: %2.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="228"/>
        <source>ICM: %1 is worth %2 of the prize pool, fold %3.</source>
        <translation>ICM: %1 ist %2 des Preispools wert, passen %3.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="232"/>
        <source>Prize money changes the chart&apos;s answer: near the money the chips you can lose are worth more than the chips you can win, so %1 instead.</source>
        <translation>Das Preisgeld ändert die Antwort der Tabelle: nahe den Preisrängen sind die Chips, die Sie verlieren können, mehr wert als die, die Sie gewinnen können – also stattdessen %1.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="237"/>
        <source>ICM agrees with the chart here.</source>
        <translation>ICM stimmt hier mit der Tabelle überein.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="242"/>
        <source>Score: %1 of %2 right (%3)</source>
        <translation>Punktestand: %1 von %2 richtig (%3)</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="246"/>
        <source>Score: no answers yet</source>
        <translation>Punktestand: noch keine Antworten</translation>
    </message>
</context>
<context>
    <name>RebuyWindowPanel</name>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="135"/>
        <source>&amp;Rebuy</source>
        <translation>&amp;Rebuy</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="136"/>
        <source>No thanks</source>
        <translation>Nein danke</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="159"/>
        <source>You are out of chips. Rebuy %1 chips for %2 before the time runs out, or you are eliminated.</source>
        <translation>Sie haben keine Chips mehr. Machen Sie einen Rebuy über %1 Chips für %2, bevor die Zeit abläuft, sonst scheiden Sie aus.</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../../client/ui/histories/replay_window.py" line="64"/>
        <source>hand #%1</source>
        <extracomment>Cash hands: the currency the amounts are cents of (&quot;&quot; for chips).</extracomment>
        <translation>Hand #%1</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/replay_window.py" line="135"/>
        <source>Replay — %1</source>
        <translation>Wiedergabe — %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/replay_window.py" line="143"/>
        <source>Replay position</source>
        <translation>Wiedergabeposition</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/replay_window.py" line="147"/>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Zurück</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/replay_window.py" line="148"/>
        <source>&amp;Forward ▶</source>
        <translation>&amp;Vor ▶</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/replay_window.py" line="155"/>
        <source>&amp;Play from here</source>
        <translation>Von hier &amp;spielen</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/replay_window.py" line="156"/>
        <source>Practice: a table in exactly this spot, the cards shown so far dealt, you to play on</source>
        <translation>Übung: ein Tisch genau an dieser Stelle, die bisher gezeigten Karten ausgeteilt, Sie spielen weiter</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/replay_window.py" line="182"/>
        <source>Play from here — %1</source>
        <translation>Von hier spielen — %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/replay_window.py" line="199"/>
        <source>Step %1 of %2: %3</source>
        <translation>Schritt %1 von %2: %3</translation>
    </message>
</context>
<context>
    <name>ReportOpener</name>
    <message>
        <location filename="../../client/ui/app/open_report.py" line="27"/>
        <source>Bug report not opened: %1</source>
        <translation>Fehlerbericht nicht geöffnet: %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/open_report.py" line="28"/>
        <source>A bug report opens in offline practice: start it first.</source>
        <translation>Ein Fehlerbericht öffnet sich im Offline-Training: starte es zuerst.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/open_report.py" line="30"/>
        <source>Bug report from SKG Poker %1 on %2, written %3.</source>
        <translation>Fehlerbericht von SKG Poker %1 auf %2, geschrieben %3.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/open_report.py" line="31"/>
        <source>This is version %1: the report opens as far as it can.</source>
        <translation>Dies ist Version %1: der Bericht wird geöffnet, soweit es geht.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/open_report.py" line="33"/>
        <source>Tournaments restored: %1 of %2. Hands: %3.</source>
        <translation>Turniere wiederhergestellt: %1 von %2. Hände: %3.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/open_report.py" line="34"/>
        <source>Last seeds: %1</source>
        <translation>Letzte Seeds: %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/open_report.py" line="35"/>
        <source>Not restored: %1: %2</source>
        <translation>Nicht wiederhergestellt: %1: %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/open_report.py" line="36"/>
        <source>Report: %1</source>
        <translation>Bericht: %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/open_report.py" line="37"/>
        <source>Report: PHH hands</source>
        <translation>Bericht: PHH-Hände</translation>
    </message>
</context>
<context>
    <name>ResponsibleGamingPage</name>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="30"/>
        <source>24 hours</source>
        <translation>24 Stunden</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="31"/>
        <source>7 days</source>
        <translation>7 Tage</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="32"/>
        <source>30 days</source>
        <translation>30 Tage</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="33"/>
        <source>6 months</source>
        <translation>6 Monate</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="34"/>
        <source>Permanently</source>
        <translation>Dauerhaft</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="52"/>
        <source>Self-e&amp;xclude…</source>
        <translation>Selbst&amp;sperre…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="57"/>
        <source>In offline practice the exclusion lasts until you close the client (practice uses play money). On a server it is kept with your account on every server node.</source>
        <translation>Im Offline-Training gilt die Sperre, bis Sie den Client schließen (Training nutzt Spielgeld). Auf einem Server wird sie mit Ihrem Konto auf jedem Serverknoten gespeichert.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="60"/>
        <source>The server keeps the exclusion with your account: it holds on every device.</source>
        <translation>Der Server speichert die Sperre mit Ihrem Konto: Sie gilt auf jedem Gerät.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="62"/>
        <source>Self-exclusion</source>
        <translation>Selbstsperre</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="66"/>
        <source>P&amp;eriod:</source>
        <translation>&amp;Zeitraum:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="77"/>
        <source>While you are self-excluded you cannot register for tournaments or sit &amp; gos, rebuy, add on, or take a seat at a cash table. Tournaments you are already playing are finished, and if you have qualified for Day 2 (or a later day) of a multi-day or phased tournament you may still play it; if you choose not to, you receive no compensation. An exclusion can be lengthened but never shortened or lifted early.</source>
        <translation>Solange Sie gesperrt sind, können Sie sich nicht für Turniere oder Sit &amp; Gos anmelden, keine Rebuys oder Add-ons kaufen und keinen Platz an einem Cash-Tisch nehmen. Turniere, die Sie bereits spielen, werden zu Ende gespielt, und wenn Sie sich für Tag 2 (oder einen späteren Tag) eines mehrtägigen Turniers qualifiziert haben, dürfen Sie ihn noch spielen; spielen Sie ihn nicht, erhalten Sie keine Entschädigung. Eine Sperre kann verlängert, aber nie verkürzt oder vorzeitig aufgehoben werden.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="96"/>
        <source>Self-exclude</source>
        <translation>Selbstsperre</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="97"/>
        <source>Self-exclude (%1)?</source>
        <translation>Selbstsperre (%1)?</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="116"/>
        <source>You are not self-excluded.</source>
        <translation>Sie sind nicht gesperrt.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="118"/>
        <source>You are self-excluded permanently: you cannot enter tournaments or take seats.</source>
        <translation>Sie sind dauerhaft gesperrt: Sie können an keinen Turnieren teilnehmen und keine Plätze nehmen.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="121"/>
        <source>You are self-excluded until %1: you cannot enter tournaments or take seats until then.</source>
        <translation>Sie sind bis %1 gesperrt: Bis dahin können Sie an keinen Turnieren teilnehmen und keine Plätze nehmen.</translation>
    </message>
</context>
<context>
    <name>ResultsWindow</name>
    <message>
        <location filename="../../client/ui/regular/graphs.py" line="177"/>
        <source>Results graphs</source>
        <extracomment>Every line&apos;s extent (x and y), for &quot;Reset zoom&quot;: clipped lines only report what is on screen, so the view box cannot find the whole range by itself.</extracomment>
        <translation>Ergebnisgrafiken</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/graphs.py" line="182"/>
        <source>&amp;Showdown lines</source>
        <translation>&amp;Showdown-Linien</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/graphs.py" line="188"/>
        <source>&amp;Reset zoom</source>
        <translation>Zoom &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/graphs.py" line="189"/>
        <source>Save as &amp;PNG…</source>
        <translation>Als &amp;PNG speichern…</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/graphs.py" line="232"/>
        <source>No hands of yours yet: play some, then look again.</source>
        <translation>Noch keine eigenen Hände: erst spielen, dann wieder hineinschauen.</translation>
    </message>
</context>
<context>
    <name>SeatExchange</name>
    <message>
        <location filename="../../client/ui/tournament/seat_exchange.py" line="23"/>
        <source>Unregister</source>
        <translation>Abmelden</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/seat_exchange.py" line="24"/>
        <source>You won this seat in a satellite. Unregistering gives its value, %1, back as tournament money (T$) or as an entry ticket, not as cash.</source>
        <translation>Sie haben diesen Platz in einem Satelliten gewonnen. Beim Abmelden erhalten Sie seinen Wert, %1, als Turniergeld (T$) oder als Eintrittsticket zurück, nicht als Bargeld.</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/seat_exchange.py" line="28"/>
        <source>T-money buys in to our other tournaments; the ticket enters a tournament of that value.</source>
        <translation>Mit Turniergeld kaufen Sie sich in unsere anderen Turniere ein; das Ticket gilt für ein Turnier dieses Werts.</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/seat_exchange.py" line="31"/>
        <source>Take &amp;T-money</source>
        <translation>&amp;Turniergeld nehmen</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/seat_exchange.py" line="33"/>
        <source>Take an entry &amp;ticket</source>
        <translation>&amp;Eintrittsticket nehmen</translation>
    </message>
</context>
<context>
    <name>SeatOfferBar</name>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="164"/>
        <source>&amp;Accept seat</source>
        <translation>Platz &amp;annehmen</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="165"/>
        <source>&amp;Decline</source>
        <translation>A&amp;blehnen</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="204"/>
        <source>A seat is free for you at %1: accept within %2 s or it goes to the next player.</source>
        <translation>An %1 ist ein Platz für Sie frei: nehmen Sie ihn innerhalb von %2 s an, sonst geht er an den nächsten Spieler.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="52"/>
        <source>Off (instant)</source>
        <translation>Aus (sofort)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="53"/>
        <source>Calm</source>
        <translation>Ruhig</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="54"/>
        <location filename="../../client/ui/app/settings_dialog.py" line="239"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="55"/>
        <location filename="../../client/ui/app/settings_dialog.py" line="238"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="59"/>
        <source>Do nothing</source>
        <translation>Nichts tun</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="60"/>
        <source>Highlight it</source>
        <translation>Hervorheben</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="61"/>
        <source>Raise it and give it the keyboard</source>
        <translation>Nach vorn holen und die Tastatur geben</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="75"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="83"/>
        <source>&amp;Responsible gaming</source>
        <translation>&amp;Verantwortungsvolles Spielen</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="103"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="104"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="106"/>
        <source>Four-colour deck (clubs green, diamonds blue)</source>
        <translation>Vierfarbendeck (Kreuz grün, Karo blau)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="140"/>
        <source>Default: the system&apos;s certificate authorities</source>
        <translation>Standard: die Zertifizierungsstellen des Systems</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="142"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="144"/>
        <source>&amp;CA file (PEM):</source>
        <translation>&amp;CA-Datei (PEM):</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="149"/>
        <source>&amp;Save my hand histories (PokerStars format)</source>
        <translation>Meine Hand-Historien &amp;speichern (PokerStars-Format)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="152"/>
        <source>Default: HandHistories in the user data folder</source>
        <translation>Standard: HandHistories im Benutzerdatenordner</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="154"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="159"/>
        <source>Hand histories</source>
        <translation>Hand-Historien</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="162"/>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="174"/>
        <source>Hand history folder</source>
        <translation>Ordner für Hand-Historien</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="183"/>
        <source>&amp;Play sounds</source>
        <translation>Töne &amp;abspielen</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="201"/>
        <source>%1 volume</source>
        <translation>Lautstärke %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="202"/>
        <source>Test</source>
        <translation>Probe</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="203"/>
        <source>Play “%1” at this volume</source>
        <translation>„%1“ in dieser Lautstärke abspielen</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="220"/>
        <source>When a table needs &amp;me:</source>
        <translation>Wenn ein Tisch &amp;mich braucht:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="120"/>
        <source>Show tester tools (debug panel: event log, room state)</source>
        <translation>Testwerkzeuge zeigen (Debug-Leiste: Ereignisprotokoll, Raumzustand)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="122"/>
        <source>Look and feel</source>
        <translation>Aussehen</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="124"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Design:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="126"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animationen:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="116"/>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="118"/>
        <source>Takes effect the next time the client starts</source>
        <translation>Gilt ab dem nächsten Start</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="127"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="229"/>
        <source>Beginner (loose, passive)</source>
        <translation>Anfänger (locker, passiv)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="230"/>
        <source>Regular (tight, aggressive)</source>
        <translation>Stammspieler (tight, aggressiv)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="231"/>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="232"/>
        <source>Adaptive (reads how you play)</source>
        <translation>Adaptiv (liest, wie Sie spielen)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="233"/>
        <source>Mixed styles</source>
        <translation>Gemischte Spielstile</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="238"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="242"/>
        <source>After a short-stack decision, show the push/fold chart&apos;s answer</source>
        <translation>Nach einer Short-Stack-Entscheidung die Antwort der Push/Fold-Tabelle zeigen</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="245"/>
        <source>After each hand, review my play: equity by street against their cards, the costliest decision</source>
        <translation>Nach jeder Hand mein Spiel auswerten: Equity je Straße gegen ihre Karten, die teuerste Entscheidung</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="249"/>
        <source>Practice (offline only)</source>
        <translation>Training (nur offline)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="251"/>
        <source>&amp;Opponents:</source>
        <translation>&amp;Gegner:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="252"/>
        <source>&amp;Pace:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="255"/>
        <source>New opponents take the seats that open from now on.</source>
        <translation>Neue Gegner übernehmen die ab jetzt frei werdenden Plätze.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="261"/>
        <source>Action hotkeys</source>
        <translation>Tasten für Aktionen</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="268"/>
        <source>Bet hotkeys (exact fraction of the pot)</source>
        <translation>Einsatztasten (genauer Anteil am Pot)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="279"/>
        <source>e.g. 1/2</source>
        <translation>z. B. 1/2</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="284"/>
        <source>bets</source>
        <translation>setzt</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="286"/>
        <source>of the pot</source>
        <translation>des Pots</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="78"/>
        <source>&amp;General</source>
        <translation>&amp;Allgemein</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="79"/>
        <source>S&amp;ounds</source>
        <translation>&amp;Töne</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="80"/>
        <source>&amp;Tables</source>
        <translation>T&amp;ische</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="81"/>
        <source>&amp;Hotkeys</source>
        <translation>Tast&amp;en</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings.py" line="36"/>
        <source>Your turn</source>
        <extracomment>Default bet hotkeys: key text -&gt; exact fraction of the pot. The player chooses each fraction; a hotkey never bets a random amount (site tools policy, acceptable tools 4). Default action hotkeys: action name -&gt; key text. One fixed action per key: a key never picks check or call from the game state (toolguard rule: the player makes the decision, the hotkey only executes it). The table sounds: key -&gt; what the player sees in Settings (files: resources/sounds/KEY.wav).</extracomment>
        <translation>Sie sind dran</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings.py" line="37"/>
        <source>Time running out</source>
        <translation>Zeit läuft ab</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings.py" line="38"/>
        <source>Time bank started</source>
        <translation>Zeitbank läuft</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings.py" line="39"/>
        <source>Chat message</source>
        <translation>Chatnachricht</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings.py" line="40"/>
        <source>Tournament events</source>
        <translation>Turnierereignisse</translation>
    </message>
</context>
<context>
    <name>Sounds</name>
    <message>
        <location filename="../../client/ui/app/sounds.py" line="67"/>
        <source>Audio output unavailable (Qt Multimedia could not load: %1); sounds use the system beep.</source>
        <extracomment>How the dynamic loader names a shared library it could not find.</extracomment>
        <translation>Audioausgabe nicht verfügbar (Qt Multimedia konnte nicht geladen werden: %1); Töne kommen als System-Piepton.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/sounds.py" line="71"/>
        <source>No audio output found (no sound server or sound card); sounds use the system beep.</source>
        <translation>Keine Audioausgabe gefunden (kein Soundserver und keine Soundkarte); Töne kommen als System-Piepton.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="56"/>
        <source>Fold</source>
        <extracomment>What a seat did, as shown under its name (English; translated in the &quot;Table&quot; context).</extracomment>
        <translation>Passt</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="57"/>
        <source>Check</source>
        <translation>Checkt</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="58"/>
        <source>Call</source>
        <translation>Geht mit</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="59"/>
        <source>Bet</source>
        <translation>Setzt</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="60"/>
        <source>Raise</source>
        <translation>Erhöht</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="61"/>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="62"/>
        <source>Complete</source>
        <translation>Komplettiert</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="63"/>
        <source>Draw</source>
        <translation>Tauscht</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="65"/>
        <source>Ante</source>
        <extracomment>Forced posts (the engine&apos;s kinds).</extracomment>
        <translation>Ante</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="66"/>
        <source>Big blind ante</source>
        <translation>Big-Blind-Ante</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="67"/>
        <source>Small blind</source>
        <translation>Small Blind</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="68"/>
        <source>Big blind</source>
        <translation>Big Blind</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="69"/>
        <source>Live blind</source>
        <translation>Live Blind</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="70"/>
        <source>Dead blind</source>
        <translation>Dead Blind</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="71"/>
        <source>Straddle</source>
        <translation>Straddle</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="97"/>
        <source>Blinds %1/%2</source>
        <translation>Blinds %1/%2</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="94"/>
        <source>Limit %1/%2</source>
        <translation>Limit %1/%2</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="100"/>
        <source>Ante %1</source>
        <translation>Ante %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="102"/>
        <source>Bring-in %1</source>
        <translation>Bring-in %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="228"/>
        <source>Paused for a deal</source>
        <extracomment>Cash tables: chips are cents of this currency (set before the first snapshot). The hand on the felt is over (its showdown stays until the next hand is dealt). The room closed the table: nothing here to leave or to watch any more. The viewer&apos;s seat in the room&apos;s last snapshot (None: watching). Tester tools: the bot whose seat that is (None: our own).</extracomment>
        <translation>Pause für einen Deal</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="436"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="545"/>
        <source>Shows</source>
        <translation>Zeigt</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="549"/>
        <source>Mucks</source>
        <translation>Zeigt nicht</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="481"/>
        <source>Wins %1</source>
        <translation>Gewinnt %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_state.py" line="26"/>
        <source>Pot %1</source>
        <translation>Pot %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_state.py" line="27"/>
        <source>Side pot %1: %2</source>
        <translation>Nebenpot %1: %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_state.py" line="61"/>
        <source>Disconnected</source>
        <extracomment>The cards dealt face down (the hole cards; the viewer&apos;s own faces, others&apos; &quot;??&quot;). Stud: the cards dealt face up, which every player sees. The hand shown at showdown, as the room names it (&quot;two pair, Aces and Nines&quot;). The hand just over took every chip: the plate says so (not &quot;ALL-IN&quot;) until the seat empties, at the next deal or the room&apos;s next view.</extracomment>
        <translation>Getrennt</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_state.py" line="63"/>
        <source>Sitting out</source>
        <translation>Setzt aus</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_state.py" line="65"/>
        <source>Busted</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_state.py" line="108"/>
        <source>DET %1s</source>
        <translation>DET %1 s</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_state.py" line="111"/>
        <source>%1s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_state.py" line="112"/>
        <source>+%1s bank</source>
        <translation>+%1 s Zeitbank</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_state.py" line="110"/>
        <source>Time bank %1s</source>
        <translation>Zeitbank %1 s</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="487"/>
        <source>This table is closed</source>
        <translation>Dieser Tisch ist geschlossen</translation>
    </message>
</context>
<context>
    <name>TableDesk</name>
    <message>
        <location filename="../../client/ui/table/table_desk.py" line="58"/>
        <source>You have no chips left: buy in again to play on, or watch.</source>
        <extracomment>What the table&apos;s banner says (marked for translation in the &quot;TableDesk&quot; context).</extracomment>
        <translation>Sie haben keine Chips mehr: kaufen Sie sich erneut ein, um weiterzuspielen, oder schauen Sie zu.</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_desk.py" line="60"/>
        <source>The room restarted: the hand was cancelled and your chips are back in your balance. Buy in again to play on.</source>
        <translation>Der Raum wurde neu gestartet: die Hand wurde abgebrochen und Ihre Chips sind zurück in Ihrem Guthaben. Kaufen Sie sich erneut ein, um weiterzuspielen.</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_desk.py" line="63"/>
        <source>The room restarted and your chips are back in your balance. Buy in again to play on.</source>
        <translation>Der Raum wurde neu gestartet und Ihre Chips sind zurück in Ihrem Guthaben. Kaufen Sie sich erneut ein, um weiterzuspielen.</translation>
    </message>
</context>
<context>
    <name>TablePreview</name>
    <message>
        <location filename="../../client/ui/lobby/table_preview.py" line="42"/>
        <source>Seat</source>
        <extracomment>Wait this long after the selection (or the table) settles before asking for a look.</extracomment>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/table_preview.py" line="42"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/table_preview.py" line="42"/>
        <source>Stack</source>
        <translation>Stack</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/table_preview.py" line="50"/>
        <source>Seats at the selected table</source>
        <translation>Plätze am gewählten Tisch</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/table_preview.py" line="73"/>
        <source>%1 of %2 seated</source>
        <translation>%1 von %2 Plätzen besetzt</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/table_preview.py" line="76"/>
        <source>board %1</source>
        <translation>Board %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/table_preview.py" line="78"/>
        <source>pot %1</source>
        <translation>Pot %1</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../../client/ui/table/table_widget.py" line="87"/>
        <source>Poker table</source>
        <extracomment>The player clicked one of their own cards (a draw game&apos;s discard choice). The player&apos;s cards picked to throw in a draw (`set_selected`). The player&apos;s own colour labels by player name, and the names with a note.</extracomment>
        <translation>Pokertisch</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_widget.py" line="254"/>
        <source>Waiting for the table…</source>
        <translation>Warten auf den Tisch…</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_widget.py" line="275"/>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_widget.py" line="330"/>
        <source>Waiting for players</source>
        <translation>Warten auf Spieler</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_widget.py" line="341"/>
        <source>Empty seat</source>
        <translation>Freier Platz</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="452"/>
        <source>Connection lost: reconnecting… Your actions wait until the link is back.</source>
        <translation>Verbindung verloren: neuer Versuch… Deine Aktionen warten, bis die Verbindung wieder steht.</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="114"/>
        <source>Join &amp;waiting list</source>
        <extracomment>Offered only at a full ring table the player watches (`offers_waiting_list`).</extracomment>
        <translation>Auf die &amp;Warteliste</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="116"/>
        <source>Be offered the next free seat at this table</source>
        <translation>Den nächsten freien Platz an diesem Tisch angeboten bekommen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="112"/>
        <source>Hand &amp;history</source>
        <extracomment>The chat&apos;s height in a roomy window; a short window gives the felt what it can spare. Cash tables: sit out from the next big blind (True) or not (False: back in). Our turn here started (True) or ended (False): multi-tabling raises or highlights. Tester tools: play this player&apos;s (a bot&apos;s) seat here (player id), or give it back (empty string). Tester tools: the bot seat the tester plays here instead of their own.</extracomment>
        <translation>&amp;Handverlauf</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="119"/>
        <location filename="../../client/ui/table/table_window.py" line="347"/>
        <source>&amp;Leave table</source>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="120"/>
        <source>Sit &amp;out next hand</source>
        <translation>Nächste Hand &amp;aussetzen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="121"/>
        <source>In a tournament your blinds are still posted and your hands folded while you sit out</source>
        <translation>Im Turnier werden Ihre Blinds weiter gesetzt und Ihre Hände gepasst, solange Sie aussetzen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="123"/>
        <source>Sit out next &amp;big blind</source>
        <translation>Beim nächsten &amp;Big Blind aussetzen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="124"/>
        <source>Play on until the big blind reaches you, then sit out</source>
        <translation>Weiterspielen, bis der Big Blind Sie erreicht, dann aussetzen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="126"/>
        <source>&amp;Wait for big blind</source>
        <translation>Auf Big Blind &amp;warten</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="128"/>
        <source>Coming back owing a big blind: wait until it reaches your seat instead of posting it at once (Post now)</source>
        <translation>Zurück mit einem offenen Big Blind: warten, bis er Ihren Platz erreicht, statt ihn sofort zu setzen (Jetzt setzen)</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="132"/>
        <source>Options</source>
        <extracomment>The table&apos;s Options menu (cash tables): &quot;Auto-post blinds&quot;, on by default.</extracomment>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="135"/>
        <source>Auto-post blinds</source>
        <translation>Blinds automatisch setzen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="139"/>
        <source>Off: no blind is posted for you; when one reaches you, you sit out and come back posting it (or waiting for the big blind)</source>
        <translation>Aus: Für Sie wird kein Blind gesetzt; erreicht Sie einer, setzen Sie aus und kommen zurück, indem Sie ihn setzen (oder auf den Big Blind warten)</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="143"/>
        <source>&amp;Top up…</source>
        <translation>Auf&amp;stocken…</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="144"/>
        <source>Bring your stack up to an amount between hands, or auto-rebuy</source>
        <translation>Ihren Stack zwischen den Händen aufstocken, oder automatisch nachkaufen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="248"/>
        <source>Notes on %1…</source>
        <extracomment>Clock cues already sounded this turn (each sounds once per turn). What the player last asked with &quot;Sit out next hand&quot; (out or back), until the room has done it (None: nothing pending).</extracomment>
        <translation>Notizen zu %1…</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="250"/>
        <source>Colour label</source>
        <translation>Farbmarkierung</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="253"/>
        <source>No label</source>
        <translation>Keine Markierung</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="270"/>
        <source>Give back %1</source>
        <translation>%1 zurückgeben</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="273"/>
        <source>Take over %1</source>
        <translation>%1 übernehmen</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="328"/>
        <source>Playing as %1</source>
        <translation>Spielt als %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="348"/>
        <source>&amp;Stop watching</source>
        <translation>&amp;Zuschauen beenden</translation>
    </message>
</context>
<context>
    <name>TesterTournamentTab</name>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="34"/>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="36"/>
        <source>Fast-forward to the &amp;final table</source>
        <translation>Vorspulen bis zum &amp;Finaltisch</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="40"/>
        <source>Players left</source>
        <translation>Verbliebene Spieler</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="41"/>
        <source>Fast-forward to this many players left</source>
        <translation>Vorspulen, bis so viele Spieler übrig sind</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="44"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="48"/>
        <source>Minutes into the level</source>
        <translation>Minuten in der Stufe</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="49"/>
        <source>Set the &amp;clock</source>
        <translation>&amp;Uhr stellen</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="50"/>
        <source>&amp;Next level now</source>
        <translation>&amp;Nächste Stufe jetzt</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="51"/>
        <source>&amp;Break now</source>
        <translation>&amp;Pause jetzt</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="53"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="54"/>
        <source>&amp;Disconnect</source>
        <translation>&amp;Trennen</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="55"/>
        <source>&amp;Reconnect</source>
        <translation>&amp;Wiederverbinden</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="64"/>
        <source>Tournament:</source>
        <translation>Turnier:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="66"/>
        <source>Players left:</source>
        <translation>Verbliebene Spieler:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="67"/>
        <source>Level:</source>
        <translation>Stufe:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="69"/>
        <source>Seat:</source>
        <translation>Platz:</translation>
    </message>
</context>
<context>
    <name>TournamentBar</name>
    <message>
        <location filename="../../client/ui/table/tournament_bar.py" line="29"/>
        <source>Level %1: %2</source>
        <translation>Stufe %1: %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/tournament_bar.py" line="33"/>
        <source>next %1 in %2</source>
        <translation>nächste %1 in %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/tournament_bar.py" line="37"/>
        <source>Rank %1 of %2</source>
        <translation>Platz %1 von %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/tournament_bar.py" line="39"/>
        <source>Avg stack %1</source>
        <translation>Ø Stack %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/tournament_bar.py" line="42"/>
        <source>Next pay jump (place %1): %2</source>
        <translation>Nächste Preisstufe (Platz %1): %2</translation>
    </message>
</context>
<context>
    <name>TournamentClock</name>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="22"/>
        <source>Add-on break</source>
        <translation>Add-on-Pause</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="28"/>
        <source>at :55</source>
        <extracomment>The lobby&apos;s words for each kind of break.</extracomment>
        <translation>zur Minute :55</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="29"/>
        <source>after the interval of play</source>
        <translation>nach dem Spielintervall</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="30"/>
        <source>add-on break, end of the rebuy period</source>
        <translation>Add-on-Pause, Ende der Rebuy-Phase</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="50"/>
        <source>On break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="54"/>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="58"/>
        <source>%1 after this hand</source>
        <translation>%1 nach dieser Hand</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="60"/>
        <source>%1 at %2</source>
        <translation>%1 um %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="62"/>
        <source>Next break</source>
        <translation>Nächste Pause</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="63"/>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="66"/>
        <source>%1 (at %2)</source>
        <translation>%1 (um %2)</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="76"/>
        <source>%1 (in %2)</source>
        <translation>%1 (in %2)</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="78"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>TournamentLobby</name>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="102"/>
        <source>Break</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="126"/>
        <source>%1th</source>
        <extracomment>English ordinal suffixes by last digit (&quot;%1th&quot; otherwise); the catalogues write &quot;%1.&quot; / &quot;%1.º&quot;.</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="127"/>
        <source>%1st</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="128"/>
        <source>%1nd</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="129"/>
        <source>%1rd</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="170"/>
        <source>Tournament lobby</source>
        <translation>Turnierlobby</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="172"/>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="221"/>
        <source>Click a table to watch it</source>
        <translation>Klicken Sie auf einen Tisch, um zuzuschauen</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="231"/>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="338"/>
        <source>Advertised bounties</source>
        <translation>Angekündigte Kopfgelder</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="238"/>
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="239"/>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="320"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="240"/>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="241"/>
        <source>Prizes</source>
        <translation>Preise</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="242"/>
        <source>Structure</source>
        <translation>Struktur</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="247"/>
        <source>&amp;Register</source>
        <translation>&amp;Anmelden</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="248"/>
        <source>&amp;Unregister</source>
        <translation>Ab&amp;melden</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="249"/>
        <source>Re&amp;buy</source>
        <translation>Re&amp;buy</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="250"/>
        <source>&amp;Add-on</source>
        <translation>A&amp;dd-on</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="251"/>
        <source>Do &amp;not play Day 2</source>
        <translation>Tag 2 &amp;nicht spielen</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="252"/>
        <source>Give up your Day 2 seat (no compensation)</source>
        <translation>Ihren Platz an Tag 2 aufgeben (ohne Entschädigung)</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="256"/>
        <source>Why the buttons are disabled</source>
        <translation>Warum die Schaltflächen deaktiviert sind</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="278"/>
        <source>Do not play Day 2</source>
        <translation>Tag 2 nicht spielen</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="279"/>
        <source>Give up your Day 2 seat? Your Day 1 chips are void and nothing is paid back (site rule: no compensation).</source>
        <translation>Ihren Platz an Tag 2 aufgeben? Ihre Chips von Tag 1 verfallen, und nichts wird zurückgezahlt (Regel der Seite: keine Entschädigung).</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="282"/>
        <source>&amp;Give up my seat</source>
        <translation>&amp;Platz aufgeben</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="299"/>
        <source>%1 — Tournament lobby</source>
        <translation>%1 — Turnierlobby</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="304"/>
        <source>when full</source>
        <translation>wenn voll</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="306"/>
        <source>When full</source>
        <translation>Wenn voll</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="310"/>
        <source>starts %1</source>
        <translation>beginnt %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="312"/>
        <source>late registration closes %1</source>
        <translation>Spätanmeldung endet %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="315"/>
        <source>Start time</source>
        <translation>Startzeit</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="316"/>
        <source>Late registration closes</source>
        <translation>Späte Anmeldung bis</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="317"/>
        <source>Unregistration closes</source>
        <translation>Abmeldung bis</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="319"/>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="319"/>
        <source>%1 fee</source>
        <translation>%1 Gebühr</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="321"/>
        <source>Starting stack</source>
        <translation>Startstack</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="323"/>
        <source>Rebuys</source>
        <translation>Rebuys</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="323"/>
        <source>No rebuys</source>
        <translation>Keine Rebuys</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="324"/>
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="324"/>
        <source>No add-on</source>
        <translation>Kein Add-on</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="325"/>
        <source>Breaks</source>
        <translation>Pausen</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="325"/>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="380"/>
        <source>No breaks</source>
        <translation>Keine Pausen</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="326"/>
        <source>Deal making</source>
        <translation>Deals</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="326"/>
        <source>Allowed (Discuss A Deal at the final table)</source>
        <translation>Erlaubt („Deal besprechen“ am Finaltisch)</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="327"/>
        <source>Not allowed</source>
        <translation>Nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="328"/>
        <source>Bounty</source>
        <translation>Kopfgeld</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="303"/>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="328"/>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="329"/>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="329"/>
        <source>Real money</source>
        <translation>Echtgeld</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="330"/>
        <source>Play money</source>
        <translation>Spielgeld</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="333"/>
        <source>Current level</source>
        <translation>Aktuelles Level</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="335"/>
        <source>Next break</source>
        <translation>Nächste Pause</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="347"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="371"/>
        <source>Final prizes</source>
        <translation>Endgültige Preise</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="372"/>
        <source>Prizes grow with every entry; final once registration and rebuys close</source>
        <translation>Die Preise wachsen mit jedem Entry; endgültig, sobald Anmeldung und Rebuys schließen</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="373"/>
        <source>Prize pool %1 — %2</source>
        <translation>Preispool %1 — %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="379"/>
        <source>Breaks: %1</source>
        <translation>Pausen: %1</translation>
    </message>
</context>
<context>
    <name>TournamentText</name>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="19"/>
        <source>Break: play resumes when it ends</source>
        <extracomment>Director events whose line takes no data (English, marked for translation).</extracomment>
        <translation>Pause: Danach geht das Spiel weiter</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="20"/>
        <source>Break over: play resumes</source>
        <translation>Pause vorbei: Das Spiel geht weiter</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="21"/>
        <source>Everyone wants to discuss a deal: the table is paused</source>
        <translation>Alle möchten einen Deal besprechen: Der Tisch pausiert</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="125"/>
        <source>The deal is agreed and paid; play continues for what is left</source>
        <translation>Der Deal ist vereinbart und ausgezahlt; um den Rest wird weitergespielt</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="23"/>
        <source>The tournament is over</source>
        <translation>Das Turnier ist beendet</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="27"/>
        <source>%1 rebought</source>
        <extracomment>How a rebuy window ended, &quot;%1&quot; the player.</extracomment>
        <translation>%1 hat einen Rebuy gemacht</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="28"/>
        <source>%1 declined the rebuy</source>
        <translation>%1 hat den Rebuy abgelehnt</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="29"/>
        <source>%1 did not rebuy in time</source>
        <translation>%1 hat den Rebuy nicht rechtzeitig gemacht</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="117"/>
        <source>Level %1: blinds %2/%3</source>
        <translation>Level %1: Blinds %2/%3</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="121"/>
        <source>, ante %1</source>
        <translation>, Ante %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="35"/>
        <source>%1st</source>
        <extracomment>English ordinals (&quot;%1&quot; the number), marked for translation (German &quot;%1.&quot;).</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="36"/>
        <source>%1nd</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="37"/>
        <source>%1rd</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="38"/>
        <source>%1th</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="52"/>
        <source>%1 finished in %2 place</source>
        <translation>%1 belegt Platz %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="58"/>
        <source>You finished in %1 place</source>
        <translation>Du belegst Platz %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="64"/>
        <source>You have been moved to table %1, seat %2</source>
        <translation>Sie wurden an Tisch %1, Platz %2 versetzt</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="70"/>
        <source>and won %1</source>
        <translation>und hast %1 gewonnen</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="75"/>
        <source>%1: %2 (playing: knock them out to collect it)</source>
        <extracomment>Who carries an advertised bounty (&quot;%1&quot; name, &quot;%2&quot; amount), by `AdvertisedBounty.status`.</extracomment>
        <translation>%1: %2 (spielt: wer ihn ausschaltet, erhält es)</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="77"/>
        <source>%1: %2 (not registered yet: paid only if they play)</source>
        <translation>%1: %2 (noch nicht angemeldet: nur bezahlt, wenn er spielt)</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="79"/>
        <source>%1: %2 (not registered: no bounty is paid)</source>
        <translation>%1: %2 (nicht angemeldet: kein Kopfgeld)</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="81"/>
        <source>%1: %2 (knocked out: collected)</source>
        <translation>%1: %2 (ausgeschieden: ausgezahlt)</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="87"/>
        <source>prize</source>
        <extracomment>What a `PrizeAwarded` paid for, by its ``kind`` (the room&apos;s words; another is shown as sent).</extracomment>
        <translation>Preisgeld</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="88"/>
        <source>bounty</source>
        <translation>Kopfgeld</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="89"/>
        <source>deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="90"/>
        <source>early payout</source>
        <translation>vorzeitige Auszahlung</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="91"/>
        <source>satellite seat</source>
        <translation>Satellitenplatz</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="127"/>
        <source>The deal is agreed and paid</source>
        <translation>Der Deal ist vereinbart und ausgezahlt</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="132"/>
        <source>%1 is paid %2 (%3)</source>
        <translation>%1 erhält %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="137"/>
        <source>Play is over for the day: %1 players bag their chips for Day 2</source>
        <translation>Spielende für heute: %1 Spieler nehmen ihre Chips mit an Tag 2</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="141"/>
        <source>%1 moves to table %2, seat %3</source>
        <translation>%1 wechselt an Tisch %2, Platz %3</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="146"/>
        <source>Table %1 is broken up: its players move to the other tables</source>
        <translation>Tisch %1 wird aufgelöst: seine Spieler wechseln an die anderen Tische</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="150"/>
        <source>Final table: %1 players</source>
        <translation>Finaltisch: %1 Spieler</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="154"/>
        <source>Hand-for-hand play</source>
        <translation>Hand-for-Hand-Spiel</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="155"/>
        <source>Hand-for-hand play is over</source>
        <translation>Das Hand-for-Hand-Spiel ist vorbei</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="157"/>
        <source>%1 is out of chips and may rebuy until %2</source>
        <translation>%1 hat keine Chips mehr und kann bis %2 einen Rebuy machen</translation>
    </message>
</context>
<context>
    <name>WaitingBox</name>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="102"/>
        <source>Join &amp;waiting list</source>
        <translation>Auf die &amp;Warteliste</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="103"/>
        <source>First &amp;available at these stakes</source>
        <translation>Erster &amp;freier Platz bei diesen Einsätzen</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="104"/>
        <source>Leave waiting &amp;list</source>
        <translation>Warte&amp;liste verlassen</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="135"/>
        <source>Waiting list: nobody is waiting.</source>
        <translation>Warteliste: niemand wartet.</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="136"/>
        <source>Waiting list: 1 player.</source>
        <translation>Warteliste: 1 Spieler.</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="137"/>
        <source>Waiting list: %1 players.</source>
        <translation>Warteliste: %1 Spieler.</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="139"/>
        <source>You are number %1 on the list for %2.</source>
        <translation>Sie sind Nummer %1 auf der Liste für %2.</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="140"/>
        <source>You are number %1 on %2.</source>
        <translation>Sie sind Nummer %1 auf %2.</translation>
    </message>
</context>
</TS>
