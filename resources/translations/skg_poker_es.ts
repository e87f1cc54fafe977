<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="144"/>
        <location filename="../../client/ui/table/action_bar.py" line="169"/>
        <source>Fold</source>
        <extracomment>Narrowest Fold / Check / Bet and preset buttons: with the chat beside it the whole bar fits a table in an 800x600 screen (PokerStars&apos; tables play down to about 800x550). Enter in the box: the amount typed is meant (bet it). Escape: never mind. A draw game: the cards picked to throw (empty: stand pat), sent as one draw. The cards picked to throw changed (a frozenset, for the table to raise them). The player is done with the bet box (Enter or Escape): the table takes the keys. Cash tables: chips are cents of this currency; the bet button shows money. A draw game&apos;s cards picked to throw, in the order picked.</extracomment>
        <translation>Retirarse</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="145"/>
        <location filename="../../client/ui/table/action_bar.py" line="171"/>
        <location filename="../../client/ui/table/action_bar.py" line="307"/>
        <location filename="../../client/ui/table/action_bar.py" line="316"/>
        <source>Check</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="146"/>
        <location filename="../../client/ui/table/action_bar.py" line="308"/>
        <location filename="../../client/ui/table/action_bar.py" line="457"/>
        <source>Bet</source>
        <translation>Apostar</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="158"/>
        <source>Bet size</source>
        <translation>Tamaño de la apuesta</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="161"/>
        <source>Bet amount</source>
        <translation>Importe de la apuesta</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="166"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="170"/>
        <source>Check/Fold</source>
        <translation>Pasar/Retirarse</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="172"/>
        <source>Call</source>
        <translation>Igualar</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="173"/>
        <source>Call any</source>
        <translation>Igualar cualquiera</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="174"/>
        <source>When your turn comes: fold</source>
        <translation>Cuando sea su turno: retirarse</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="175"/>
        <source>When your turn comes: check if free, otherwise fold</source>
        <translation>Cuando te toque: pasar si es gratis, si no retirarse</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="176"/>
        <source>When your turn comes: check (not if someone bets)</source>
        <translation>Cuando sea su turno: pasar (no si alguien apuesta)</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="177"/>
        <source>When your turn comes: call this amount (not if the bet changes)</source>
        <translation>Cuando sea su turno: igualar esta cantidad (no si la apuesta cambia)</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="179"/>
        <source>When your turn comes: call whatever the bet is</source>
        <translation>Cuando te toque: igualar cualquier apuesta</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="282"/>
        <source>Size to %1 of the pot (hotkey %2)</source>
        <translation>Apostar %1 del bote (tecla %2)</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="258"/>
        <location filename="../../client/ui/table/action_bar.py" line="317"/>
        <source>Call %1</source>
        <extracomment>What the hero faces while waiting (chips to call), None when not in a hand. The amount the Call box was ticked for: it calls exactly that, never more. The pre-action boxes: only for a player seated in the hand&apos;s table, never an observer&apos;s.</extracomment>
        <translation>Igualar %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="313"/>
        <source>Bring in %1</source>
        <translation>Bring-in %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="374"/>
        <source>Stand pat</source>
        <translation>Servido</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="375"/>
        <source>Discard %1</source>
        <translation>Descartar %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="457"/>
        <source>Raise</source>
        <translation>Subir</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="462"/>
        <source>Bet %1</source>
        <translation>Apostar %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="462"/>
        <source>Complete to %1</source>
        <translation>Completar a %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="463"/>
        <source>Raise to %1</source>
        <translation>Subir a %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/action_bar.py" line="465"/>
        <source>%1 (all-in)</source>
        <translation>%1 (all-in)</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/sizing.py" line="41"/>
        <source>Pot</source>
        <translation>Bote</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/sizing.py" line="43"/>
        <source>%1 pot</source>
        <translation>%1 bote</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <location filename="../../client/ui/app/banner.py" line="38"/>
        <source>Dismiss</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/banner.py" line="39"/>
        <source>Dismiss notice</source>
        <translation>Cerrar aviso</translation>
    </message>
</context>
<context>
    <name>BuyInDialog</name>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="50"/>
        <source>“%1” is not an amount: type e.g. %2</source>
        <translation>«%1» no es un importe: escribe p. ej. %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="54"/>
        <source>Give the amount in whole cents, e.g. %1</source>
        <translation>Indica el importe en céntimos enteros, p. ej. %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="57"/>
        <source>The buy-in at %1 is between %2 and %3</source>
        <translation>El buy-in en %1 está entre %2 y %3</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="62"/>
        <source>You have only %1 available</source>
        <translation>Solo tienes %1 disponible</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="81"/>
        <source>Buy in — %1</source>
        <translation>Comprar fichas — %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="81"/>
        <source>Top up — %1</source>
        <translation>Recargar — %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="88"/>
        <source>Buy-in amount</source>
        <translation>Importe del buy-in</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="95"/>
        <source>Bring your stack up to %1 to %2 (between hands)</source>
        <translation>Subir su pila a entre %1 y %2 (entre manos)</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="96"/>
        <source>Buy in for %1 to %2</source>
        <translation>Buy-in de %1 a %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="101"/>
        <source>Available: %1</source>
        <translation>Disponible: %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="107"/>
        <source>&amp;Amount:</source>
        <translation>&amp;Importe:</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="108"/>
        <source>&amp;Wait for big blind</source>
        <translation>&amp;Esperar la ciega grande</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="109"/>
        <source>At a running table a newcomer owes the big blind: wait until it reaches your seat (unticked: post it now)</source>
        <translation>En una mesa en juego quien llega debe la ciega grande: esperar a que llegue a su asiento (sin marcar: ponerla ahora)</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="112"/>
        <source>A&amp;uto-rebuy to this amount after every hand</source>
        <translation>Recompra a&amp;utomática hasta esta cantidad tras cada mano</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="120"/>
        <source>Sit down</source>
        <translation>Sentarse</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="120"/>
        <source>Top up</source>
        <translation>Recargar</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/buy_in_dialog.py" line="123"/>
        <source>You have only %1 available: the minimum buy-in here is %2</source>
        <translation>Solo tienes %1 disponible: el buy-in mínimo aquí es %2</translation>
    </message>
</context>
<context>
    <name>ChangePasswordDialog</name>
    <message>
        <location filename="../../client/ui/app/password_dialog.py" line="29"/>
        <source>Change password</source>
        <translation>Cambiar la contraseña</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/password_dialog.py" line="37"/>
        <source>&amp;Current password:</source>
        <translation>Contraseña &amp;actual:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/password_dialog.py" line="38"/>
        <source>&amp;New password:</source>
        <translation>&amp;Nueva contraseña:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/password_dialog.py" line="39"/>
        <source>&amp;Repeat new password:</source>
        <translation>&amp;Repetir la nueva contraseña:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/password_dialog.py" line="40"/>
        <source>Every other session of this account (other devices) is logged out.</source>
        <translation>Se cierran todas las demás sesiones de esta cuenta (otros dispositivos).</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/password_dialog.py" line="63"/>
        <source>Enter your current password and a new one</source>
        <translation>Introduzca su contraseña actual y una nueva</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/password_dialog.py" line="65"/>
        <source>The new password and its repetition differ</source>
        <translation>La nueva contraseña y su repetición no coinciden</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/password_dialog.py" line="67"/>
        <source>The new password is the current one</source>
        <translation>La nueva contraseña es la actual</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/password_dialog.py" line="69"/>
        <source>Changing the password…</source>
        <translation>Cambiando la contraseña…</translation>
    </message>
</context>
<context>
    <name>ChartGrid</name>
    <message>
        <location filename="../../client/ui/trainer/chart_grid.py" line="44"/>
        <source>Push/fold chart</source>
        <translation>Tabla de push/fold</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/chart_grid.py" line="49"/>
        <source>%1 is outlined; green hands are in the chart&apos;s range</source>
        <translation>%1 está recuadrada; las manos verdes están en el rango de la tabla</translation>
    </message>
</context>
<context>
    <name>ChatBox</name>
    <message>
        <location filename="../../client/ui/table/chat.py" line="42"/>
        <source>Say something…</source>
        <translation>Escribe algo…</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/chat.py" line="44"/>
        <source>Chat message</source>
        <translation>Mensaje de chat</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/chat.py" line="45"/>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/chat.py" line="56"/>
        <source>Discuss A Deal</source>
        <translation>Negociar un trato</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/chat.py" line="59"/>
        <source>Tick to discuss a deal. When every remaining player has ticked, the table pauses at the end of the hand.</source>
        <translation>Marca para negociar un trato. Cuando todos los jugadores que quedan lo hayan marcado, la mesa se detiene al final de la mano.</translation>
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
        <translation>Crupier</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/chat.py" line="124"/>
        <source>%1 of %2 players want to discuss a deal.</source>
        <translation>%1 de %2 jugadores quieren negociar un trato.</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/chat.py" line="127"/>
        <source>The table pauses for it once the prizes are final (when late registration closes).</source>
        <translation>La mesa se detiene para ello cuando los premios sean definitivos (al cerrar el registro tardío).</translation>
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
        <translation>Mesa</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="127"/>
        <location filename="../../client/ui/lobby/lobby_model.py" line="156"/>
        <location filename="../../client/ui/histories/history.py" line="278"/>
        <location filename="../../client/ui/histories/history_file_view.py" line="41"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="130"/>
        <location filename="../../client/ui/histories/history_file_view.py" line="42"/>
        <source>Stakes</source>
        <translation>Ciegas</translation>
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
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="135"/>
        <source>Waiting</source>
        <translation>En espera</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="137"/>
        <source>Avg pot</source>
        <translation>Bote medio</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="140"/>
        <source>Plrs/Flop</source>
        <translation>Jug./flop</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="142"/>
        <source>Hands/hr</source>
        <translation>Manos/h</translation>
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
        <translation>Inicio</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="154"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="162"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="77"/>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="79"/>
        <location filename="../../client/ui/floor/floor_columns.py" line="59"/>
        <location filename="../../client/ui/floor/floor_columns.py" line="77"/>
        <source>Player</source>
        <translation>Jugador</translation>
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
        <translation>Recompensa</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="85"/>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="212"/>
        <source>Prize</source>
        <translation>Premio</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="94"/>
        <source>Largest</source>
        <translation>Mayor</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="96"/>
        <source>Smallest</source>
        <translation>Menor</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="110"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="111"/>
        <source>Blinds</source>
        <translation>Ciegas</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="112"/>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="114"/>
        <source>Minutes</source>
        <translation>Minutos</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="211"/>
        <source>Place</source>
        <extracomment>The viewer&apos;s seat here was won in a satellite (rule 10: T$ or a ticket back).</extracomment>
        <translation>Puesto</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="274"/>
        <location filename="../../client/ui/floor/floor_columns.py" line="66"/>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="276"/>
        <location filename="../../client/ui/histories/history_file_view.py" line="40"/>
        <location filename="../../client/ui/floor/floor_columns.py" line="43"/>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="279"/>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="280"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="39"/>
        <source>Site</source>
        <translation>Sala</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="44"/>
        <source>Replay</source>
        <translation>Repetición</translation>
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
        <translation>3-bet</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="19"/>
        <source>Fold to 3-bet</source>
        <translation>Fold ante 3-bet</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="20"/>
        <source>Went to showdown</source>
        <translation>Llegó al showdown</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="36"/>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="37"/>
        <location filename="../../client/ui/floor/floor_columns.py" line="53"/>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="23"/>
        <location filename="../../client/ui/floor/floor_columns.py" line="38"/>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="25"/>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="28"/>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="30"/>
        <location filename="../../client/ui/floor/floor_columns.py" line="46"/>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="31"/>
        <source>Deal request</source>
        <translation>Petición de trato</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="45"/>
        <source>In a hand</source>
        <translation>En una mano</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="51"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="55"/>
        <source>Why</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="60"/>
        <source>Currency</source>
        <translation>Moneda</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="61"/>
        <source>Withheld</source>
        <translation>Retenido</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="68"/>
        <source>Staff</source>
        <translation>Personal</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="70"/>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="71"/>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="73"/>
        <source>Detail</source>
        <translation>Detalle</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="78"/>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_columns.py" line="80"/>
        <source>Gets back</source>
        <translation>Recibe</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <location filename="../../client/ui/app/connect_dialog.py" line="29"/>
        <source>Connect to server</source>
        <translation>Conectar al servidor</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/connect_dialog.py" line="37"/>
        <source>Create a new account</source>
        <translation>Crear una cuenta nueva</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/connect_dialog.py" line="41"/>
        <source>&amp;Server:</source>
        <translation>&amp;Servidor:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/connect_dialog.py" line="42"/>
        <source>&amp;Account:</source>
        <translation>&amp;Cuenta:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/connect_dialog.py" line="43"/>
        <source>&amp;Password:</source>
        <translation>C&amp;ontraseña:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/connect_dialog.py" line="57"/>
        <source>The server address starts with ws:// or wss://</source>
        <translation>La dirección del servidor empieza por ws:// o wss://</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/connect_dialog.py" line="60"/>
        <source>Enter your account name and password</source>
        <translation>Escribe tu nombre de cuenta y contraseña</translation>
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
        <translation>Recuento de fichas</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="33"/>
        <source>Even split</source>
        <translation>Reparto igual</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="34"/>
        <source>Edited amounts</source>
        <translation>Importes editados</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="35"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="36"/>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="37"/>
        <source>Proposal</source>
        <translation>Propuesta</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="52"/>
        <source>Deal requests</source>
        <translation>Peticiones de trato</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="53"/>
        <location filename="../../client/ui/floor/deal_editor.py" line="144"/>
        <source>No final table is waiting for a deal.</source>
        <translation>Ninguna mesa final espera un trato.</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="59"/>
        <source>Deal numbers</source>
        <translation>Cifras del trato</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="64"/>
        <source>Re&amp;quire</source>
        <translation>E&amp;xigir</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="66"/>
        <source>Left in play by place</source>
        <translation>Dejado en juego por puesto</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="67"/>
        <source>first; second; … (e.g. 0.50; 0.25)</source>
        <translation>primero; segundo; … (p. ej. 0,50; 0,25)</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="68"/>
        <source>Money left in play by finishing place, first place first; first place keeps at least the required amount</source>
        <translation>Dinero dejado en juego por puesto final, el primero primero; el primer puesto conserva al menos el importe exigido</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="71"/>
        <source>Put the deal on the &amp;table</source>
        <translation>Poner el trato en la &amp;mesa</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="72"/>
        <source>E&amp;xecute deal</source>
        <translation>E&amp;jecutar el trato</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="73"/>
        <source>Every remaining player confirmed: carry the deal out (the table is told and play resumes for what was left in play)</source>
        <translation>Todos los jugadores restantes confirmaron: ejecutar el trato (se avisa a la mesa y se sigue jugando por lo que quedó en juego)</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="76"/>
        <source>Join the final table&apos;s &amp;chat</source>
        <translation>Unirse al &amp;chat de la mesa final</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="77"/>
        <source>Come to the table (site rules: the floor repeats the deal and asks everyone to confirm)</source>
        <translation>Acudir a la mesa (reglas del sitio: el floor repite el acuerdo y pide a todos que lo confirmen)</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="89"/>
        <source>Deal request:</source>
        <translation>Petición de trato:</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="90"/>
        <source>Numbers:</source>
        <translation>Cifras:</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="91"/>
        <source>Required in play for first:</source>
        <translation>Exigido en juego para el primero:</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="92"/>
        <source>Left in play by place:</source>
        <translation>Dejado en juego por puesto:</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="150"/>
        <source>%1: every remaining player ticked “Discuss A Deal”; the table is paused. Prizes still to win: %2 (pool %3). At most %4 may be required in play.</source>
        <translation>%1: todos los jugadores restantes marcaron «Discutir un trato»; la mesa está en pausa. Premios aún por ganar: %2 (bote %3). Se pueden exigir como mucho %4 en juego.</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="201"/>
        <source>No deal on the table yet.</source>
        <translation>Aún no hay ningún trato en la mesa.</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="202"/>
        <source>Waiting for the floor&apos;s numbers.</source>
        <translation>Esperando las cifras del floor.</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="207"/>
        <source>Everyone confirmed: %1. Execute the deal to carry it out.</source>
        <translation>Todos confirmaron: %1. Ejecute el trato para llevarlo a cabo.</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="212"/>
        <source>On the table: %1. Confirmed by %2 of %3; waiting for %4. It is carried out once everyone confirmed.</source>
        <translation>En la mesa: %1. Confirmado por %2 de %3; falta %4. Se ejecuta cuando todos hayan confirmado.</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/deal_editor.py" line="262"/>
        <source>“%1” is not an amount.</source>
        <translation>«%1» no es un importe.</translation>
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
        <translation>Recuento de fichas</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="36"/>
        <source>Even split</source>
        <translation>Reparto a partes iguales</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="37"/>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="38"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="39"/>
        <source>Proposal</source>
        <translation>Propuesta</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="52"/>
        <source>“%1” is not an amount: type digits like %2</source>
        <translation>«%1» no es un importe: escribe cifras como %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="56"/>
        <source>“%1”: an amount must be zero or more</source>
        <translation>«%1»: un importe debe ser cero o más</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="74"/>
        <location filename="../../client/ui/table/deal_panel.py" line="169"/>
        <source>Deal discussion</source>
        <extracomment>What each player was paid once a deal was applied (player id -&gt; amount).</extracomment>
        <translation>Negociación del trato</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="87"/>
        <source>Money left on the table for first</source>
        <translation>Dinero que queda en juego para el primero</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="90"/>
        <source>Propose %1</source>
        <translation>Proponer %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="93"/>
        <source>Propose my numbers</source>
        <translation>Proponer mis cifras</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="94"/>
        <source>No proposal yet.</source>
        <translation>Aún no hay propuesta.</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="96"/>
        <source>&amp;Accept deal</source>
        <translation>&amp;Aceptar trato</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="97"/>
        <source>Reject</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="102"/>
        <source>Left on the table for 1st:</source>
        <translation>En juego para el 1.º:</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="158"/>
        <source>(at most %1)</source>
        <translation>(como máximo %1)</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="211"/>
        <source>Paid: %1.</source>
        <translation>Pagado: %1.</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="220"/>
        <source>Deal done — payouts changed, play resumes</source>
        <translation>Trato cerrado — premios cambiados, se reanuda el juego</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="221"/>
        <source>Deal done — every prize paid, the tournament is over</source>
        <translation>Trato cerrado — todos los premios pagados, el torneo ha terminado</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="167"/>
        <source>Table paused for a deal</source>
        <translation>Mesa en pausa para un trato</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="174"/>
        <source>No proposal yet: propose one of the deals above.</source>
        <translation>Aún no hay propuesta: propón uno de los tratos de arriba.</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="180"/>
        <source>%1 deal proposed by %2, %3 left for 1st — accepted by %4 of %5.</source>
        <translation>Trato %1 propuesto por %2, %3 en juego para el 1.º — aceptado por %4 de %5.</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="201"/>
        <source>Paid</source>
        <translation>Pagado</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/deal_panel.py" line="210"/>
        <source>Paid: %1. Still played for: %2.</source>
        <translation>Pagado: %1. Aún en juego: %2.</translation>
    </message>
</context>
<context>
    <name>Dealer</name>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="62"/>
        <source>A new hand starts</source>
        <translation>Empieza una nueva mano</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="63"/>
        <source>Hand #%1 starts</source>
        <translation>Empieza la mano #%1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="65"/>
        <source>%1 joins the table</source>
        <translation>%1 se sienta en la mesa</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="67"/>
        <source>%1 leaves the table</source>
        <translation>%1 deja la mesa</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="69"/>
        <source>%1 is disconnected</source>
        <translation>%1 se ha desconectado</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="71"/>
        <source>%1 is connected again</source>
        <translation>%1 vuelve a estar conectado</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="73"/>
        <source>%1 is using the time bank</source>
        <translation>%1 usa su banco de tiempo</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="76"/>
        <source>%1 shows %2</source>
        <translation>%1 muestra %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="80"/>
        <source>Uncalled bet (%1) returned to %2</source>
        <translation>Apuesta no igualada (%1) devuelta a %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="83"/>
        <source>the pot</source>
        <translation>el bote</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="84"/>
        <source>side pot %1</source>
        <translation>el bote secundario %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="86"/>
        <source>%1 wins %2 (%3) with %4</source>
        <translation>%1 gana %2 (%3) con %4</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="87"/>
        <source>%1 wins %2 (%3)</source>
        <translation>%1 gana %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="91"/>
        <source>Total pot %1 | Rake %2</source>
        <translation>Bote total %1 | Rake %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="102"/>
        <source>You join the table</source>
        <translation>Te sientas en la mesa</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="104"/>
        <source>You leave the table</source>
        <translation>Dejas la mesa</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="106"/>
        <source>You are disconnected</source>
        <translation>Te has desconectado</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="108"/>
        <source>You are connected again</source>
        <translation>Vuelves a estar conectado</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/dealer.py" line="110"/>
        <source>You are using your time bank</source>
        <translation>Estás usando tu banco de tiempo</translation>
    </message>
</context>
<context>
    <name>DebugPanel</name>
    <message>
        <location filename="../../client/ui/app/debug_panel.py" line="122"/>
        <source>Tester tools</source>
        <extracomment>Events kept in the log; older ones are dropped first.</extracomment>
        <translation>Herramientas de prueba</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/debug_panel.py" line="193"/>
        <source>Event log</source>
        <translation>Registro de eventos</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/debug_panel.py" line="194"/>
        <source>Room state</source>
        <translation>Estado de la sala</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/debug_panel.py" line="195"/>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
</context>
<context>
    <name>DetailsPanel</name>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="224"/>
        <location filename="../../client/ui/lobby/lobby.py" line="263"/>
        <source>Select a game</source>
        <extracomment>The name column (chars 0) takes the room the others leave, but never less than NAME_CHARS digits: a stretched column shrank to &quot;…&quot; when a docked panel (tester tools) narrowed the lobby; now the right-hand columns scroll instead.</extracomment>
        <translation>Elige una partida</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="232"/>
        <location filename="../../client/ui/lobby/lobby.py" line="265"/>
        <source>Open</source>
        <translation>Abrir</translation>
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
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="275"/>
        <source>Stakes</source>
        <translation>Ciegas</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="276"/>
        <location filename="../../client/ui/lobby/lobby.py" line="295"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="276"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
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
        <translation>%1 a %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="281"/>
        <source>Average pot</source>
        <translation>Bote medio</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="283"/>
        <source>Open table</source>
        <translation>Abrir mesa</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="294"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="296"/>
        <source>Starts</source>
        <translation>Empieza</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="297"/>
        <source>When full</source>
        <translation>Al llenarse</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="300"/>
        <source>Late registration</source>
        <translation>Registro tardío</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="302"/>
        <source>None</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="303"/>
        <source>Deals</source>
        <translation>Tratos</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="303"/>
        <source>Allowed</source>
        <translation>Permitidos</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="304"/>
        <source>Not allowed</source>
        <translation>No permitidos</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="306"/>
        <source>Bounty</source>
        <translation>Recompensa</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="308"/>
        <source>Advertised bounties</source>
        <translation>Recompensas anunciadas</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="310"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="310"/>
        <source>Registered</source>
        <translation>Inscrito</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="312"/>
        <source>Tournament lobby…</source>
        <translation>Lobby del torneo…</translation>
    </message>
</context>
<context>
    <name>FastFoldDesk</name>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_desk.py" line="56"/>
        <source>You took the seat at %1.</source>
        <extracomment>How a seat offer ended, in English (&quot;%1&quot; is the table; translated at display).</extracomment>
        <translation>Has ocupado el asiento en %1.</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_desk.py" line="57"/>
        <source>You declined the seat at %1.</source>
        <translation>Has rechazado el asiento en %1.</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_desk.py" line="58"/>
        <source>The seat offer at %1 expired: you lost your place on that list.</source>
        <translation>La oferta de asiento en %1 ha caducado: has perdido tu puesto en esa lista.</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_desk.py" line="79"/>
        <source>Fast fold</source>
        <translation>Fast fold</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_desk.py" line="130"/>
        <source>A seat is free for you at %1: accept it in the lobby before it is offered to the next player.</source>
        <translation>Hay un asiento libre para ti en %1: acéptalo en el lobby antes de que se ofrezca al siguiente jugador.</translation>
    </message>
</context>
<context>
    <name>FloorWindow</name>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="44"/>
        <source>Rollback: every payment refunded as paid</source>
        <extracomment>Cancellation methods the floor chooses from, as the protocol names them.</extracomment>
        <translation>Reversión: cada pago devuelto tal como se hizo</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="46"/>
        <source>Roll forward: fees back, the pool shared by the rules</source>
        <translation>Liquidación: se devuelven las tasas y el bote se reparte según las reglas</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="48"/>
        <source>Chip count (heads-up sit &amp; gos)</source>
        <translation>Recuento de fichas (sit &amp; go heads-up)</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="83"/>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="89"/>
        <source>any version</source>
        <translation>cualquier versión</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="90"/>
        <source>Minimum client version</source>
        <translation>Versión mínima del cliente</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="91"/>
        <source>Set &amp;minimum</source>
        <translation>Fijar &amp;mínimo</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="93"/>
        <source>Minimum client version:</source>
        <translation>Versión mínima del cliente:</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="98"/>
        <source>&amp;Play</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="100"/>
        <source>&amp;Deal requests</source>
        <translation>&amp;Peticiones de trato</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="101"/>
        <source>&amp;Cancel a tournament</source>
        <translation>&amp;Cancelar un torneo</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="102"/>
        <source>&amp;Integrity</source>
        <translation>&amp;Integridad</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="103"/>
        <source>With&amp;held winnings</source>
        <translation>Ganancias re&amp;tenidas</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="105"/>
        <source>&amp;Audit log</source>
        <translation>Registro de a&amp;uditoría</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="122"/>
        <source>Pa&amp;use</source>
        <translation>Pau&amp;sar</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="123"/>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="124"/>
        <source>Hands under way finish; no new hand is dealt and the tournament clock stops</source>
        <translation>Las manos en curso terminan; no se reparte ninguna mano nueva y el reloj del torneo se detiene</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="129"/>
        <source>Join the table&apos;s &amp;chat</source>
        <translation>Unirse al &amp;chat de la mesa</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="130"/>
        <source>Come to the table as the floor: its window opens and what you write there is signed “Floor (your name)”</source>
        <translation>Acudir a la mesa como floor: se abre su ventana y lo que escriba allí va firmado «Floor (su nombre)»</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="136"/>
        <source>Open tournaments (pausing any of its tables pauses the whole event):</source>
        <translation>Torneos abiertos (pausar una de sus mesas pausa todo el torneo):</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="139"/>
        <source>Tables in play:</source>
        <translation>Mesas en juego:</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="152"/>
        <source>Tournament to cancel</source>
        <translation>Torneo que cancelar</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="161"/>
        <source>Preview the pa&amp;youts</source>
        <translation>&amp;Ver los pagos</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="162"/>
        <source>Cancel the tournament &amp;now</source>
        <translation>Cancelar el torneo a&amp;hora</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="165"/>
        <source>Preview the payouts first: nothing changes until you confirm.</source>
        <translation>Vea primero los pagos: nada cambia hasta que confirme.</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="169"/>
        <source>Tournament:</source>
        <translation>Torneo:</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="170"/>
        <source>Method:</source>
        <translation>Método:</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="191"/>
        <source>Re&amp;view the latest hands</source>
        <translation>Revisar &amp;las últimas manos</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="204"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="210"/>
        <source>&amp;Withhold pending review</source>
        <translation>Retener hasta la revisi&amp;ón</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="211"/>
        <source>Re&amp;lease</source>
        <translation>Li&amp;berar</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="214"/>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="215"/>
        <source>Currency:</source>
        <translation>Moneda:</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="216"/>
        <source>Amount:</source>
        <translation>Importe:</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="241"/>
        <source>%1 flags from the latest %2 hands (site rules: soft play, chip dumping, heads-up flipping, several accounts)</source>
        <translation>%1 alertas de las últimas %2 manos (reglas del sitio: soft play, chip dumping, flipping heads-up, varias cuentas)</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="273"/>
        <source>%1 by %2 pays %3 in all. Confirm to cancel.</source>
        <translation>%1 por %2 paga %3 en total. Confirme para cancelar.</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="281"/>
        <source>Refused: %1</source>
        <translation>Rechazado: %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="287"/>
        <source>Pick a tournament or a table first.</source>
        <translation>Elija primero un torneo o una mesa.</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="297"/>
        <source>Pick a table first (this tournament has %1).</source>
        <translation>Elija primero una mesa (este torneo tiene %1).</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="299"/>
        <source>Pick a table or a deal request first.</source>
        <translation>Elija primero una mesa o una solicitud de acuerdo.</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="360"/>
        <source>Name the player (their id) first.</source>
        <translation>Indique primero el jugador (su id).</translation>
    </message>
    <message>
        <location filename="../../client/ui/floor/floor_window.py" line="367"/>
        <source>Give the amount to withhold.</source>
        <translation>Indique el importe que retener.</translation>
    </message>
</context>
<context>
    <name>HandHistoryViewer</name>
    <message>
        <location filename="../../client/ui/histories/history.py" line="77"/>
        <source>Readable log</source>
        <extracomment>The hand&apos;s text beside the list gets room for lines of this many characters. The window around the list and the text: margins, the tab&apos;s frame, the splitter handle. Export formats: name (marked for translation, shown translated) and key.</extracomment>
        <translation>Registro legible</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="79"/>
        <source>Hand histories (*.txt *.xml *.phh *.phhs);;All files (*)</source>
        <translation>Historiales de manos (*.txt *.xml *.phh *.phhs);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="293"/>
        <source>Hand history</source>
        <translation>Historial de manos</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="311"/>
        <source>No hands of yours yet: each hand you are dealt in at a table is listed here. To replay another site&apos;s hands, open, paste or drop its hand history file.</source>
        <translation>Aún no tienes manos: cada mano en la que recibes cartas en una mesa aparece aquí. Para reproducir manos de otra sala, abre, pega o arrastra aquí su historial de manos.</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="316"/>
        <source>Hand history format</source>
        <translation>Formato del historial de manos</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="317"/>
        <source>&amp;Export all…</source>
        <translation>&amp;Exportar todo…</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="318"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualizar</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="319"/>
        <source>Re&amp;play…</source>
        <translation>Re&amp;producir…</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="326"/>
        <source>Format:</source>
        <translation>Formato:</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="340"/>
        <source>Fetch your latest hands from the room</source>
        <translation>Trae tus últimas manos de la sala</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="391"/>
        <source>Only hands played in this session can be replayed</source>
        <translation>Solo se pueden reproducir las manos jugadas en esta sesión</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="401"/>
        <source>Export hand histories</source>
        <translation>Exportar historiales de manos</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="410"/>
        <source>Your hands</source>
        <translation>Tus manos</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="413"/>
        <source>&amp;Open file…</source>
        <translation>A&amp;brir archivo…</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="415"/>
        <source>Open a hand history file: PokerStars, GGPoker, Winamax, 888poker, partypoker, iPoker XML, PHH or PHHS</source>
        <translation>Abrir un historial de manos: PokerStars, GGPoker, Winamax, 888poker, partypoker, iPoker XML, PHH o PHHS</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="420"/>
        <source>Replay hand history text from the clipboard (any site Open file reads)</source>
        <translation>Reproducir un historial de manos desde el portapapeles (cualquier sala que lea «Abrir archivo»)</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="417"/>
        <source>Paste &amp;hand</source>
        <translation>Pegar &amp;mano</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="424"/>
        <source>or drop a hand history file here</source>
        <translation>o suelta aquí un archivo de historial de manos</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="443"/>
        <source>Pasted hand</source>
        <translation>Mano pegada</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="470"/>
        <source>Open hand history</source>
        <translation>Abrir historial de manos</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history.py" line="489"/>
        <source>Dropped hand</source>
        <translation>Mano soltada</translation>
    </message>
</context>
<context>
    <name>HistoryFileView</name>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="113"/>
        <source>Find a player or a hand number</source>
        <extracomment>Offline practice: a replay&apos;s &quot;Play from here&quot; gets the spot&apos;s scenario (a bug report&apos;s hands; None: no such button).</extracomment>
        <translation>Busca un jugador o un número de mano</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="114"/>
        <source>Find hands</source>
        <translation>Buscar manos</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="129"/>
        <source>Hands read</source>
        <translation>Manos leídas</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="132"/>
        <source>Reading %1…</source>
        <translation>Leyendo %1…</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="133"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="134"/>
        <source>Re&amp;play…</source>
        <translation>Re&amp;producir…</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="191"/>
        <source>%1 of %2 hands</source>
        <translation>%1 de %2 manos</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="193"/>
        <source>Reading %1: %2 hands…</source>
        <translation>Leyendo %1: %2 manos…</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="205"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="208"/>
        <source>%1: stopped after %2 hands (cancelled)</source>
        <translation>%1: detenido tras %2 manos (cancelado)</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="211"/>
        <source>%1: %2 %3 hand</source>
        <translation>%1: %2 mano %3</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="211"/>
        <source>%1: %2 %3 hands</source>
        <translation>%1: %2 manos %3</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="215"/>
        <source>%1, %2 not replayable</source>
        <translation>%1, %2 no reproducibles</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/history_file_view.py" line="244"/>
        <source>Hand %1 cannot be replayed: %2</source>
        <translation>La mano %1 no se puede reproducir: %2</translation>
    </message>
</context>
<context>
    <name>LeakReport</name>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="62"/>
        <source>Session report</source>
        <translation>Informe de la sesión</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="68"/>
        <source>Session numbers by position</source>
        <translation>Cifras de la sesión por posición</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="84"/>
        <source>Each cell: you over this session · the strong bot&apos;s own numbers from self-play (no strong bot sat at your tables this session).</source>
        <translation>Cada celda: usted en esta sesión · las cifras propias del bot fuerte jugando contra sí mismo (ningún bot fuerte se sentó en sus mesas en esta sesión).</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="88"/>
        <source>Each cell: you · the strong bot, over this session&apos;s hands at your tables (offline practice).</source>
        <translation>Cada celda: usted · el bot fuerte, sobre las manos de esta sesión en sus mesas (práctica sin conexión).</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="95"/>
        <source>Play at least 20 hands for the report to name leaks (%1 so far).</source>
        <translation>Juegue al menos 20 manos para que el informe señale fugas (%1 hasta ahora).</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="98"/>
        <source>No number is %1 points or more away from the strong bot&apos;s.</source>
        <translation>Ninguna cifra se aleja %1 puntos o más de la del bot fuerte.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/leak_report.py" line="103"/>
        <source>Widest gaps from the strong bot (points): %1</source>
        <translation>Mayores diferencias con el bot fuerte (puntos): %1</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="37"/>
        <source>Registering</source>
        <extracomment>Role returning the row&apos;s id (table_id / tournament_id). Tournament states in English (marked for translation; `status_text` translates).</extracomment>
        <translation>Inscripción</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="38"/>
        <source>Late reg.</source>
        <translation>Reg. tardío</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="39"/>
        <source>Running</source>
        <translation>En curso</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="40"/>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="41"/>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
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
        <translation>%1 de %2</translation>
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
        <translation>KO progresivo</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="94"/>
        <source>Fixed</source>
        <translation>Fija</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="95"/>
        <source>Team Pro</source>
        <translation>Team Pro</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby_model.py" line="111"/>
        <source>When full</source>
        <translation>Al llenarse</translation>
    </message>
</context>
<context>
    <name>LobbyTab</name>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="71"/>
        <source>All</source>
        <translation>Todos</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="89"/>
        <source>Search name, game, stakes…</source>
        <extracomment>The name column is never narrower than this many digits&apos; widths.</extracomment>
        <translation>Buscar nombre, juego, ciegas…</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="94"/>
        <source>Game filter</source>
        <translation>Filtro de juego</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="95"/>
        <source>%1 filter</source>
        <translation>Filtro de %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="96"/>
        <source>Status filter</source>
        <translation>Filtro de estado</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="104"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="110"/>
        <source>Hide &amp;full</source>
        <translation>Ocultar &amp;llenas</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="111"/>
        <source>Hide &amp;empty</source>
        <translation>Ocultar &amp;vacías</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="119"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
</context>
<context>
    <name>LobbyWidget</name>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="331"/>
        <source>Stakes</source>
        <translation>Ciegas</translation>
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
        <translation>Partidas de cash</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="336"/>
        <source>Sit &amp;&amp; Go</source>
        <translation>Sit &amp;&amp; Go</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/lobby.py" line="337"/>
        <source>Tournaments</source>
        <translation>Torneos</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="45"/>
        <source>Connected</source>
        <extracomment>The connection states&apos; words (ConnectionStatus values), translated at display.</extracomment>
        <translation>Conectado</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="46"/>
        <source>Connecting</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="47"/>
        <source>Reconnecting</source>
        <translation>Reconectando…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="48"/>
        <source>Disconnected</source>
        <translation>Desconectado</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="49"/>
        <source>Closed</source>
        <translation>Cerrada</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="54"/>
        <source>&amp;Tile tables</source>
        <extracomment>View menu entries for multi-tabling: arrangement, text, shortcut.</extracomment>
        <translation>&amp;Mosaico de mesas</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="55"/>
        <source>&amp;Cascade tables</source>
        <translation>Mesas en &amp;cascada</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="56"/>
        <source>St&amp;ack tables</source>
        <translation>&amp;Apilar mesas</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="57"/>
        <source>Tables in ta&amp;bs</source>
        <translation>Mesas en &amp;pestañas</translation>
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
        <translation>Vestíbulo</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="97"/>
        <location filename="../../client/ui/app/main_window.py" line="106"/>
        <location filename="../../client/ui/app/main_window.py" line="243"/>
        <location filename="../../client/ui/app/main_window.py" line="313"/>
        <source>Offline practice</source>
        <translation>Práctica sin conexión</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="99"/>
        <source>Connection state</source>
        <translation>Estado de la conexión</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="101"/>
        <source>Balances</source>
        <translation>Saldos</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="105"/>
        <source>Connect to server…</source>
        <translation>Conectar al servidor…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="107"/>
        <source>Settings…</source>
        <translation>Ajustes…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="144"/>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="145"/>
        <source>&amp;Connect to server…</source>
        <translation>&amp;Conectar al servidor…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="146"/>
        <source>Offline &amp;practice</source>
        <translation>&amp;Práctica sin conexión</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="147"/>
        <source>Hand &amp;history…</source>
        <translation>&amp;Historial de manos…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="149"/>
        <source>Load &amp;scenario…</source>
        <translation>Cargar &amp;escenario…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="150"/>
        <source>Testers: play a scenario file (seats, stacks, fixed deck) in offline practice</source>
        <translation>Para testers: jugar un archivo de escenario (asientos, fichas, baraja fija) sin conexión</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="153"/>
        <location filename="../../client/ui/app/main_window.py" line="299"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="158"/>
        <source>Log out &amp;everywhere</source>
        <translation>Cerrar sesión en &amp;todas partes</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="159"/>
        <source>End every session of this account on every device (e.g. after a lost laptop)</source>
        <translation>Cerrar todas las sesiones de esta cuenta en todos los dispositivos (p. ej., tras perder un portátil)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="163"/>
        <source>Change pass&amp;word…</source>
        <translation>Cambiar la contra&amp;seña…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="164"/>
        <source>Set a new password; every other session of this account is logged out</source>
        <translation>Establecer una nueva contraseña; se cierran todas las demás sesiones de esta cuenta</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="171"/>
        <source>&amp;Find a player…</source>
        <translation>&amp;Buscar jugador…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="180"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="181"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="185"/>
        <source>Player &amp;notes…</source>
        <translation>&amp;Notas de jugadores…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="187"/>
        <source>Your own notes and colour labels on other players (kept on this computer)</source>
        <translation>Tus notas y etiquetas de color sobre otros jugadores (solo en este ordenador)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="191"/>
        <source>Results &amp;graphs…</source>
        <translation>&amp;Gráficos de resultados…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="193"/>
        <source>Your results over your own hands: cash sessions and tournament chips</source>
        <translation>Tus resultados en tus propias manos: sesiones de cash y fichas de torneo</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="205"/>
        <source>&amp;Floor…</source>
        <translation>&amp;Floor…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="207"/>
        <source>The site&apos;s staff side: pauses, deal requests, cancellations, integrity flags, audit log</source>
        <translation>El lado del personal del sitio: pausas, peticiones de trato, cancelaciones, alertas de integridad, registro de auditoría</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="209"/>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="210"/>
        <source>&amp;Report a problem…</source>
        <translation>&amp;Informar de un problema…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="211"/>
        <source>Save one file for a bug report: version, settings, the last hands with their seeds, logs, a picture of each window</source>
        <translation>Guardar un archivo para un informe de error: versión, ajustes, las últimas manos con sus semillas, registros y una imagen de cada ventana</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="214"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="219"/>
        <source>P&amp;ractice</source>
        <translation>&amp;Práctica</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="220"/>
        <source>Push/fold &amp;trainer…</source>
        <translation>&amp;Entrenador de push/fold…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="221"/>
        <source>Drill short-stack spots against the project&apos;s push/fold chart and ICM</source>
        <translation>Practicar situaciones de stack corto con la tabla de push/fold del proyecto y el ICM</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="224"/>
        <source>Session &amp;report…</source>
        <translation>&amp;Informe de la sesión…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="225"/>
        <source>Your VPIP, PFR, 3-bet, fold to 3-bet and showdowns by position, beside the strong bot&apos;s</source>
        <translation>Su VPIP, PFR, 3-bet, fold ante 3-bet y showdowns por posición, junto a los del bot fuerte</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="244"/>
        <source>Server %1</source>
        <translation>Servidor %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="256"/>
        <source> (+%1 in play)</source>
        <translation> (+%1 en juego)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="259"/>
        <source>Balance: </source>
        <translation>Saldo: </translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="295"/>
        <source>Quit SKG Poker</source>
        <translation>Salir de SKG Poker</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="296"/>
        <source>You are playing: %1.
Quit anyway? Your seats are folded and sat out (in offline practice they end).</source>
        <translation>Está jugando: %1.
¿Salir de todos modos? Sus asientos se retiran y quedan ausentes (en la práctica sin conexión terminan).</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="314"/>
        <source>You are playing: %1.
Start a new practice room? Your seats and tournaments here end.</source>
        <translation>Está jugando: %1.
¿Empezar una nueva sala de práctica? Sus asientos y torneos aquí terminan.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/main_window.py" line="317"/>
        <source>&amp;New practice room</source>
        <translation>&amp;Nueva sala de práctica</translation>
    </message>
</context>
<context>
    <name>NoteEditor</name>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="37"/>
        <source>Your own notes on this player, as you type them. The client adds nothing: no statistics on other players (site tools policy).</source>
        <translation>Tus propias notas sobre este jugador, tal como las escribes. El cliente no añade nada: ninguna estadística sobre otros jugadores (política de herramientas del sitio).</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="67"/>
        <source>No label</source>
        <translation>Sin etiqueta</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="83"/>
        <source>Notes on %1</source>
        <translation>Notas sobre %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="99"/>
        <source>Label:</source>
        <translation>Etiqueta:</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="117"/>
        <source>At most %1 characters.</source>
        <translation>Como máximo %1 caracteres.</translation>
    </message>
</context>
<context>
    <name>Notes</name>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="42"/>
        <source>Red</source>
        <extracomment>The colour labels&apos; names on screen (the store keeps the English keys).</extracomment>
        <translation>Rojo</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="43"/>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="44"/>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="45"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="46"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="47"/>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="70"/>
        <source>Colour label</source>
        <translation>Etiqueta de color</translation>
    </message>
</context>
<context>
    <name>NotesWindow</name>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="138"/>
        <source>Player notes</source>
        <translation>Notas de jugadores</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="140"/>
        <source>Find a player or a word in your notes…</source>
        <translation>Busca un jugador o una palabra en tus notas…</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="143"/>
        <source>Any label</source>
        <translation>Cualquier etiqueta</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="146"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="146"/>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="146"/>
        <source>Updated</source>
        <translation>Actualizada</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="146"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="156"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Editar…</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="157"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="158"/>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportar…</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="220"/>
        <source>Not imported: %1</source>
        <translation>No importado: %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="223"/>
        <source>Imported %1 note from %2.</source>
        <translation>%1 nota importada de %2.</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="224"/>
        <source>Imported %1 notes from %2.</source>
        <translation>%1 notas importadas de %2.</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="234"/>
        <source>Exported %1 note to %2.</source>
        <translation>%1 nota exportada a %2.</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="235"/>
        <source>Exported %1 notes to %2.</source>
        <translation>%1 notas exportadas a %2.</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="241"/>
        <source>Import player notes</source>
        <translation>Importar notas de jugadores</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="241"/>
        <location filename="../../client/ui/regular/notes.py" line="248"/>
        <source>Notes (*.json)</source>
        <translation>Notas (*.json)</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/notes.py" line="247"/>
        <source>Export player notes</source>
        <translation>Exportar notas de jugadores</translation>
    </message>
</context>
<context>
    <name>PlayerSearch</name>
    <message>
        <location filename="../../client/ui/regular/player_search.py" line="152"/>
        <source>Find a player</source>
        <extracomment>At most this many tournaments are asked for their players by one &quot;look everywhere&quot;. Ask the room once the typing has paused this long.</extracomment>
        <translation>Buscar jugador</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/player_search.py" line="159"/>
        <source>&amp;Look in every tournament</source>
        <extracomment>Display names of places by (kind, id), filled in by the session.</extracomment>
        <translation>Buscar en &amp;todos los torneos</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/player_search.py" line="172"/>
        <source>&amp;Go there</source>
        <translation>&amp;Ir allí</translation>
    </message>
</context>
<context>
    <name>PoolTableWindow</name>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_table.py" line="20"/>
        <source>Waiting for your next hand…</source>
        <extracomment>The player&apos;s place in the pool, in English (translated at display).</extracomment>
        <translation>Esperando tu próxima mano…</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_table.py" line="21"/>
        <source>In a hand</source>
        <translation>En una mano</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_table.py" line="22"/>
        <source>Sitting out (no hands dealt)</source>
        <translation>Ausente (no se reparten manos)</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_table.py" line="23"/>
        <source>Disconnected: no hands dealt</source>
        <translation>Desconectado: no se reparten manos</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_table.py" line="24"/>
        <source>You left the pool</source>
        <translation>Has dejado el pool</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_table.py" line="47"/>
        <source>&amp;Fast fold</source>
        <translation>&amp;Fast fold</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_table.py" line="49"/>
        <source>Fold now, before your turn, and go straight to a new hand</source>
        <translation>Retirarse ya, antes de tu turno, y pasar directamente a una mano nueva</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_table.py" line="51"/>
        <source>Sit out</source>
        <translation>Ausentarse</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_table.py" line="52"/>
        <source>Leave &amp;pool</source>
        <translation>Dejar el &amp;pool</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_table.py" line="78"/>
        <source> — stack %1</source>
        <translation> — stack %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/fastfold/fastfold_table.py" line="81"/>
        <source> (pool: %1 of %2 players ready)</source>
        <translation> (pool: %1 de %2 jugadores listos)</translation>
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
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="31"/>
        <source>Stakes</source>
        <translation>Ciegas</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="32"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="33"/>
        <source>Table size</source>
        <translation>Tamaño de mesa</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="34"/>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="51"/>
        <source>&amp;Join pool…</source>
        <translation>&amp;Unirse al pool…</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="53"/>
        <source>Fast fold: fold and you are dealt a new hand at once, at another table, with your stack.</source>
        <translation>Fast fold: te retiras y recibes al instante una mano nueva, en otra mesa, con tu stack.</translation>
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
        <translation>Mirando la mesa…</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/table_preview.py" line="138"/>
        <source>No preview: %1</source>
        <translation>Sin vista previa: %1</translation>
    </message>
</context>
<context>
    <name>PushFoldTrainer</name>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="64"/>
        <source>Push/fold trainer</source>
        <translation>Entrenador de push/fold</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="75"/>
        <source>&amp;Fold</source>
        <translation>&amp;Retirarse</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="76"/>
        <source>&amp;Next spot</source>
        <translation>&amp;Siguiente situación</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="77"/>
        <source>Include &amp;tournament spots (ICM)</source>
        <translation>Incluir situaciones de &amp;torneo (ICM)</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="90"/>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="152"/>
        <source>&amp;Call</source>
        <translation>&amp;Igualar</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="152"/>
        <source>&amp;Push</source>
        <translation>&amp;All-in</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="156"/>
        <source>Push or fold? (Call or fold facing an all-in.)</source>
        <translation>¿All-in o retirarse? (Ante un all-in: igualar o retirarse.)</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="166"/>
        <source>Sit-and-go: %1 players left, %2 paid (%3).</source>
        <translation>Sit-and-go: quedan %1 jugadores, %2 cobran (%3).</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="170"/>
        <source>On the bubble.</source>
        <translation>En la burbuja.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="173"/>
        <source>Other stacks (big blinds): %1</source>
        <translation>Otros stacks (ciegas grandes): %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="176"/>
        <source>You are in the big blind with %1 big blinds. Everyone folds to the small blind, who moves all in.</source>
        <translation>Está en la ciega grande con %1 ciegas grandes. Todos se retiran hasta la ciega pequeña, que va all-in.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="180"/>
        <source>You are first in from %1 with %2 big blinds; %3 player(s) still to act.</source>
        <translation>Abre desde %1 con %2 ciegas grandes; faltan por hablar %3 jugador(es).</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="184"/>
        <source>Antes: %1 of the big blind each.</source>
        <translation>Antes: %1 de la ciega grande cada uno.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="198"/>
        <source>push</source>
        <translation>all-in</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="198"/>
        <source>call</source>
        <translation>igualar</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="199"/>
        <source>fold</source>
        <translation>retirarse</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="201"/>
        <source>Right: %1.</source>
        <translation>Correcto: %1.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="203"/>
        <source>The answer is %1 (you chose %2).</source>
        <translation>La respuesta es %1 (eligió %2).</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="217"/>
        <source>%1, %2 big blinds effective</source>
        <translation>%1, %2 ciegas grandes efectivas</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="220"/>
        <source>Chart (%1): call with %2 of hands.</source>
        <translation>Tabla (%1): igualar con el %2 de las manos.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="222"/>
        <source>Chart (%1): push %2 of hands.</source>
        <translation>Tabla (%1): all-in con el %2 de las manos.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="224"/>
        <source>%1 is a %2 there.</source>
        <translation>Con %1 ahí: %2.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="228"/>
        <source>ICM: %1 is worth %2 of the prize pool, fold %3.</source>
        <translation>ICM: %1 vale el %2 del bote de premios; retirarse, el %3.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="232"/>
        <source>Prize money changes the chart&apos;s answer: near the money the chips you can lose are worth more than the chips you can win, so %1 instead.</source>
        <translation>El dinero de los premios cambia la respuesta de la tabla: cerca de los premios, las fichas que puede perder valen más que las que puede ganar; por eso, %1.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="237"/>
        <source>ICM agrees with the chart here.</source>
        <translation>Aquí el ICM coincide con la tabla.</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="242"/>
        <source>Score: %1 of %2 right (%3)</source>
        <translation>Puntuación: %1 de %2 correctas (%3)</translation>
    </message>
    <message>
        <location filename="../../client/ui/trainer/push_fold_trainer.py" line="246"/>
        <source>Score: no answers yet</source>
        <translation>Puntuación: aún sin respuestas</translation>
    </message>
</context>
<context>
    <name>RebuyWindowPanel</name>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="135"/>
        <source>&amp;Rebuy</source>
        <translation>&amp;Recomprar</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="136"/>
        <source>No thanks</source>
        <translation>No, gracias</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="159"/>
        <source>You are out of chips. Rebuy %1 chips for %2 before the time runs out, or you are eliminated.</source>
        <translation>Te has quedado sin fichas. Recompra %1 fichas por %2 antes de que se acabe el tiempo o quedarás eliminado.</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../../client/ui/histories/replay_window.py" line="64"/>
        <source>hand #%1</source>
        <extracomment>Cash hands: the currency the amounts are cents of (&quot;&quot; for chips).</extracomment>
        <translation>mano n.º %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/replay_window.py" line="135"/>
        <source>Replay — %1</source>
        <translation>Repetición — %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/replay_window.py" line="143"/>
        <source>Replay position</source>
        <translation>Posición de la repetición</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/replay_window.py" line="147"/>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Atrás</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/replay_window.py" line="148"/>
        <source>&amp;Forward ▶</source>
        <translation>A&amp;delante ▶</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/replay_window.py" line="155"/>
        <source>&amp;Play from here</source>
        <translation>&amp;Jugar desde aquí</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/replay_window.py" line="156"/>
        <source>Practice: a table in exactly this spot, the cards shown so far dealt, you to play on</source>
        <translation>Práctica: una mesa exactamente en este punto, con las cartas mostradas hasta ahora repartidas; usted sigue jugando</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/replay_window.py" line="182"/>
        <source>Play from here — %1</source>
        <translation>Jugar desde aquí — %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/histories/replay_window.py" line="199"/>
        <source>Step %1 of %2: %3</source>
        <translation>Paso %1 de %2: %3</translation>
    </message>
</context>
<context>
    <name>ReportOpener</name>
    <message>
        <location filename="../../client/ui/app/open_report.py" line="27"/>
        <source>Bug report not opened: %1</source>
        <translation>Informe de error no abierto: %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/open_report.py" line="28"/>
        <source>A bug report opens in offline practice: start it first.</source>
        <translation>Un informe de error se abre en la práctica sin conexión: iníciala primero.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/open_report.py" line="30"/>
        <source>Bug report from SKG Poker %1 on %2, written %3.</source>
        <translation>Informe de error de SKG Poker %1 en %2, escrito %3.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/open_report.py" line="31"/>
        <source>This is version %1: the report opens as far as it can.</source>
        <translation>Esta es la versión %1: el informe se abre hasta donde se puede.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/open_report.py" line="33"/>
        <source>Tournaments restored: %1 of %2. Hands: %3.</source>
        <translation>Torneos restaurados: %1 de %2. Manos: %3.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/open_report.py" line="34"/>
        <source>Last seeds: %1</source>
        <translation>Últimas semillas: %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/open_report.py" line="35"/>
        <source>Not restored: %1: %2</source>
        <translation>No restaurado: %1: %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/open_report.py" line="36"/>
        <source>Report: %1</source>
        <translation>Informe: %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/open_report.py" line="37"/>
        <source>Report: PHH hands</source>
        <translation>Informe: manos PHH</translation>
    </message>
</context>
<context>
    <name>ResponsibleGamingPage</name>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="30"/>
        <source>24 hours</source>
        <translation>24 horas</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="31"/>
        <source>7 days</source>
        <translation>7 días</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="32"/>
        <source>30 days</source>
        <translation>30 días</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="33"/>
        <source>6 months</source>
        <translation>6 meses</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="34"/>
        <source>Permanently</source>
        <translation>Permanentemente</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="52"/>
        <source>Self-e&amp;xclude…</source>
        <translation>Auto&amp;exclusión…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="57"/>
        <source>In offline practice the exclusion lasts until you close the client (practice uses play money). On a server it is kept with your account on every server node.</source>
        <translation>En la práctica sin conexión la exclusión dura hasta que cierre el cliente (la práctica usa dinero ficticio). En un servidor se guarda con su cuenta en todos los nodos del servidor.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="60"/>
        <source>The server keeps the exclusion with your account: it holds on every device.</source>
        <translation>El servidor guarda la exclusión con su cuenta: vale en todos sus dispositivos.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="62"/>
        <source>Self-exclusion</source>
        <translation>Autoexclusión</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="66"/>
        <source>P&amp;eriod:</source>
        <translation>P&amp;eríodo:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="77"/>
        <source>While you are self-excluded you cannot register for tournaments or sit &amp; gos, rebuy, add on, or take a seat at a cash table. Tournaments you are already playing are finished, and if you have qualified for Day 2 (or a later day) of a multi-day or phased tournament you may still play it; if you choose not to, you receive no compensation. An exclusion can be lengthened but never shortened or lifted early.</source>
        <translation>Mientras esté autoexcluido no puede inscribirse en torneos ni sit &amp; gos, hacer recompras ni add-ons, ni sentarse en una mesa de dinero. Los torneos que ya está jugando se terminan, y si se ha clasificado para el Día 2 (o un día posterior) de un torneo de varios días o por fases, aún puede jugarlo; si decide no hacerlo, no recibe compensación. Una exclusión puede alargarse, pero nunca acortarse ni levantarse antes de tiempo.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="96"/>
        <source>Self-exclude</source>
        <translation>Autoexcluirse</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="97"/>
        <source>Self-exclude (%1)?</source>
        <translation>¿Autoexcluirse (%1)?</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="116"/>
        <source>You are not self-excluded.</source>
        <translation>No está autoexcluido.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="118"/>
        <source>You are self-excluded permanently: you cannot enter tournaments or take seats.</source>
        <translation>Está autoexcluido permanentemente: no puede entrar en torneos ni ocupar asientos.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/responsible_gaming.py" line="121"/>
        <source>You are self-excluded until %1: you cannot enter tournaments or take seats until then.</source>
        <translation>Está autoexcluido hasta %1: hasta entonces no puede entrar en torneos ni ocupar asientos.</translation>
    </message>
</context>
<context>
    <name>ResultsWindow</name>
    <message>
        <location filename="../../client/ui/regular/graphs.py" line="177"/>
        <source>Results graphs</source>
        <extracomment>Every line&apos;s extent (x and y), for &quot;Reset zoom&quot;: clipped lines only report what is on screen, so the view box cannot find the whole range by itself.</extracomment>
        <translation>Gráficos de resultados</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/graphs.py" line="182"/>
        <source>&amp;Showdown lines</source>
        <translation>Líneas de &amp;showdown</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/graphs.py" line="188"/>
        <source>&amp;Reset zoom</source>
        <translation>&amp;Restablecer zoom</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/graphs.py" line="189"/>
        <source>Save as &amp;PNG…</source>
        <translation>Guardar como &amp;PNG…</translation>
    </message>
    <message>
        <location filename="../../client/ui/regular/graphs.py" line="232"/>
        <source>No hands of yours yet: play some, then look again.</source>
        <translation>Aún no tienes manos: juega algunas y vuelve a mirar.</translation>
    </message>
</context>
<context>
    <name>SeatExchange</name>
    <message>
        <location filename="../../client/ui/tournament/seat_exchange.py" line="23"/>
        <source>Unregister</source>
        <translation>Anular inscripción</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/seat_exchange.py" line="24"/>
        <source>You won this seat in a satellite. Unregistering gives its value, %1, back as tournament money (T$) or as an entry ticket, not as cash.</source>
        <translation>Ganó este asiento en un satélite. Al anular la inscripción recibe su valor, %1, como dinero de torneo (T$) o como entrada, no en efectivo.</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/seat_exchange.py" line="28"/>
        <source>T-money buys in to our other tournaments; the ticket enters a tournament of that value.</source>
        <translation>El dinero de torneo sirve para inscribirse en nuestros otros torneos; la entrada vale para un torneo de ese valor.</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/seat_exchange.py" line="31"/>
        <source>Take &amp;T-money</source>
        <translation>Tomar dinero de &amp;torneo</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/seat_exchange.py" line="33"/>
        <source>Take an entry &amp;ticket</source>
        <translation>Tomar una &amp;entrada</translation>
    </message>
</context>
<context>
    <name>SeatOfferBar</name>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="164"/>
        <source>&amp;Accept seat</source>
        <translation>&amp;Aceptar asiento</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="165"/>
        <source>&amp;Decline</source>
        <translation>&amp;Rechazar</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="204"/>
        <source>A seat is free for you at %1: accept within %2 s or it goes to the next player.</source>
        <translation>Hay un asiento libre para ti en %1: acéptalo en %2 s o pasará al siguiente jugador.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="52"/>
        <source>Off (instant)</source>
        <translation>Desactivadas (al instante)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="53"/>
        <source>Calm</source>
        <translation>Tranquilas</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="54"/>
        <location filename="../../client/ui/app/settings_dialog.py" line="239"/>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="55"/>
        <location filename="../../client/ui/app/settings_dialog.py" line="238"/>
        <source>Fast</source>
        <translation>Rápidas</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="59"/>
        <source>Do nothing</source>
        <translation>Nada</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="60"/>
        <source>Highlight it</source>
        <translation>Resaltarla</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="61"/>
        <source>Raise it and give it the keyboard</source>
        <translation>Traerla al frente con el teclado</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="75"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="83"/>
        <source>&amp;Responsible gaming</source>
        <translation>Juego &amp;responsable</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="103"/>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="104"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="106"/>
        <source>Four-colour deck (clubs green, diamonds blue)</source>
        <translation>Baraja de cuatro colores (tréboles verdes, diamantes azules)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="140"/>
        <source>Default: the system&apos;s certificate authorities</source>
        <translation>Predeterminado: las autoridades de certificación del sistema</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="142"/>
        <source>Server</source>
        <translation>Servidor</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="144"/>
        <source>&amp;CA file (PEM):</source>
        <translation>Archivo de &amp;CA (PEM):</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="149"/>
        <source>&amp;Save my hand histories (PokerStars format)</source>
        <translation>&amp;Guardar mis historiales de manos (formato PokerStars)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="152"/>
        <source>Default: HandHistories in the user data folder</source>
        <translation>Por defecto: HandHistories en la carpeta de datos del usuario</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="154"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="159"/>
        <source>Hand histories</source>
        <translation>Historiales de manos</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="162"/>
        <source>&amp;Folder:</source>
        <translation>&amp;Carpeta:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="174"/>
        <source>Hand history folder</source>
        <translation>Carpeta de historiales de manos</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="183"/>
        <source>&amp;Play sounds</source>
        <translation>&amp;Reproducir sonidos</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="201"/>
        <source>%1 volume</source>
        <translation>Volumen de %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="202"/>
        <source>Test</source>
        <translation>Probar</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="203"/>
        <source>Play “%1” at this volume</source>
        <translation>Reproducir «%1» a este volumen</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="220"/>
        <source>When a table needs &amp;me:</source>
        <translation>Cuando una mesa &amp;me necesita:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="120"/>
        <source>Show tester tools (debug panel: event log, room state)</source>
        <translation>Mostrar herramientas de prueba (panel de depuración: eventos, estado de la sala)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="122"/>
        <source>Look and feel</source>
        <translation>Apariencia</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="124"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="126"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animaciones:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="116"/>
        <source>Follow the system</source>
        <translation>Según el sistema</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="118"/>
        <source>Takes effect the next time the client starts</source>
        <translation>Se aplica al volver a iniciar el cliente</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="127"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="229"/>
        <source>Beginner (loose, passive)</source>
        <translation>Principiante (suelto, pasivo)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="230"/>
        <source>Regular (tight, aggressive)</source>
        <translation>Habitual (tight, agresivo)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="231"/>
        <source>Strong</source>
        <translation>Fuerte</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="232"/>
        <source>Adaptive (reads how you play)</source>
        <translation>Adaptativo (lee cómo juegas)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="233"/>
        <source>Mixed styles</source>
        <translation>Estilos mezclados</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="238"/>
        <source>Instant</source>
        <translation>Instantáneo</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="242"/>
        <source>After a short-stack decision, show the push/fold chart&apos;s answer</source>
        <translation>Tras una decisión con pila corta, mostrar la respuesta de la tabla push/fold</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="245"/>
        <source>After each hand, review my play: equity by street against their cards, the costliest decision</source>
        <translation>Tras cada mano, revisar mi juego: equity por calle contra sus cartas, la decisión más cara</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="249"/>
        <source>Practice (offline only)</source>
        <translation>Práctica (solo sin conexión)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="251"/>
        <source>&amp;Opponents:</source>
        <translation>&amp;Rivales:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="252"/>
        <source>&amp;Pace:</source>
        <translation>&amp;Ritmo:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="255"/>
        <source>New opponents take the seats that open from now on.</source>
        <translation>Los nuevos rivales ocupan los asientos que se liberen a partir de ahora.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="261"/>
        <source>Action hotkeys</source>
        <translation>Teclas de acción</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="268"/>
        <source>Bet hotkeys (exact fraction of the pot)</source>
        <translation>Teclas de apuesta (fracción exacta del bote)</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="279"/>
        <source>e.g. 1/2</source>
        <translation>p. ej. 1/2</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="284"/>
        <source>bets</source>
        <translation>apuesta</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="286"/>
        <source>of the pot</source>
        <translation>del bote</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="78"/>
        <source>&amp;General</source>
        <translation>&amp;General</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="79"/>
        <source>S&amp;ounds</source>
        <translation>S&amp;onidos</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="80"/>
        <source>&amp;Tables</source>
        <translation>&amp;Mesas</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings_dialog.py" line="81"/>
        <source>&amp;Hotkeys</source>
        <translation>&amp;Teclas</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings.py" line="36"/>
        <source>Your turn</source>
        <extracomment>Default bet hotkeys: key text -&gt; exact fraction of the pot. The player chooses each fraction; a hotkey never bets a random amount (site tools policy, acceptable tools 4). Default action hotkeys: action name -&gt; key text. One fixed action per key: a key never picks check or call from the game state (toolguard rule: the player makes the decision, the hotkey only executes it). The table sounds: key -&gt; what the player sees in Settings (files: resources/sounds/KEY.wav).</extracomment>
        <translation>Tu turno</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings.py" line="37"/>
        <source>Time running out</source>
        <translation>Se acaba el tiempo</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings.py" line="38"/>
        <source>Time bank started</source>
        <translation>Banco de tiempo en marcha</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings.py" line="39"/>
        <source>Chat message</source>
        <translation>Mensaje de chat</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/settings.py" line="40"/>
        <source>Tournament events</source>
        <translation>Eventos del torneo</translation>
    </message>
</context>
<context>
    <name>Sounds</name>
    <message>
        <location filename="../../client/ui/app/sounds.py" line="67"/>
        <source>Audio output unavailable (Qt Multimedia could not load: %1); sounds use the system beep.</source>
        <extracomment>How the dynamic loader names a shared library it could not find.</extracomment>
        <translation>Salida de audio no disponible (Qt Multimedia no se pudo cargar: %1); los sonidos usan el pitido del sistema.</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/sounds.py" line="71"/>
        <source>No audio output found (no sound server or sound card); sounds use the system beep.</source>
        <translation>No se encontró ninguna salida de audio (ni servidor de sonido ni tarjeta de sonido); los sonidos usan el pitido del sistema.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="56"/>
        <source>Fold</source>
        <extracomment>What a seat did, as shown under its name (English; translated in the &quot;Table&quot; context).</extracomment>
        <translation>Se retira</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="57"/>
        <source>Check</source>
        <translation>Pasa</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="58"/>
        <source>Call</source>
        <translation>Iguala</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="59"/>
        <source>Bet</source>
        <translation>Apuesta</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="60"/>
        <source>Raise</source>
        <translation>Sube</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="61"/>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="62"/>
        <source>Complete</source>
        <translation>Completa</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="63"/>
        <source>Draw</source>
        <translation>Cambia</translation>
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
        <translation>Ante de ciega grande</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="67"/>
        <source>Small blind</source>
        <translation>Ciega pequeña</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="68"/>
        <source>Big blind</source>
        <translation>Ciega grande</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="69"/>
        <source>Live blind</source>
        <translation>Ciega viva</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="70"/>
        <source>Dead blind</source>
        <translation>Ciega muerta</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="71"/>
        <source>Straddle</source>
        <translation>Straddle</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="97"/>
        <source>Blinds %1/%2</source>
        <translation>Ciegas %1/%2</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="94"/>
        <source>Limit %1/%2</source>
        <translation>Límite %1/%2</translation>
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
        <translation>En pausa para un trato</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="436"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="545"/>
        <source>Shows</source>
        <translation>Muestra</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="549"/>
        <source>Mucks</source>
        <translation>No muestra</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="481"/>
        <source>Wins %1</source>
        <translation>Gana %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_state.py" line="26"/>
        <source>Pot %1</source>
        <translation>Bote %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_state.py" line="27"/>
        <source>Side pot %1: %2</source>
        <translation>Bote secundario %1: %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_state.py" line="61"/>
        <source>Disconnected</source>
        <extracomment>The cards dealt face down (the hole cards; the viewer&apos;s own faces, others&apos; &quot;??&quot;). Stud: the cards dealt face up, which every player sees. The hand shown at showdown, as the room names it (&quot;two pair, Aces and Nines&quot;). The hand just over took every chip: the plate says so (not &quot;ALL-IN&quot;) until the seat empties, at the next deal or the room&apos;s next view.</extracomment>
        <translation>Desconectado</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_state.py" line="63"/>
        <source>Sitting out</source>
        <translation>Ausente</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_state.py" line="65"/>
        <source>Busted</source>
        <translation>Eliminado</translation>
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
        <translation>+%1 s de banco de tiempo</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_state.py" line="110"/>
        <source>Time bank %1s</source>
        <translation>Banco de tiempo %1 s</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_tracker.py" line="487"/>
        <source>This table is closed</source>
        <translation>Esta mesa está cerrada</translation>
    </message>
</context>
<context>
    <name>TableDesk</name>
    <message>
        <location filename="../../client/ui/table/table_desk.py" line="58"/>
        <source>You have no chips left: buy in again to play on, or watch.</source>
        <extracomment>What the table&apos;s banner says (marked for translation in the &quot;TableDesk&quot; context).</extracomment>
        <translation>No te quedan fichas: vuelve a comprar para seguir jugando, o mira.</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_desk.py" line="60"/>
        <source>The room restarted: the hand was cancelled and your chips are back in your balance. Buy in again to play on.</source>
        <translation>La sala se reinició: la mano se canceló y tus fichas han vuelto a tu saldo. Vuelve a comprar para seguir jugando.</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_desk.py" line="63"/>
        <source>The room restarted and your chips are back in your balance. Buy in again to play on.</source>
        <translation>La sala se reinició y tus fichas han vuelto a tu saldo. Vuelve a comprar para seguir jugando.</translation>
    </message>
</context>
<context>
    <name>TablePreview</name>
    <message>
        <location filename="../../client/ui/lobby/table_preview.py" line="42"/>
        <source>Seat</source>
        <extracomment>Wait this long after the selection (or the table) settles before asking for a look.</extracomment>
        <translation>Asiento</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/table_preview.py" line="42"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/table_preview.py" line="42"/>
        <source>Stack</source>
        <translation>Stack</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/table_preview.py" line="50"/>
        <source>Seats at the selected table</source>
        <translation>Asientos de la mesa elegida</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/table_preview.py" line="73"/>
        <source>%1 of %2 seated</source>
        <translation>%1 de %2 sentados</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/table_preview.py" line="76"/>
        <source>board %1</source>
        <translation>mesa %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/table_preview.py" line="78"/>
        <source>pot %1</source>
        <translation>bote %1</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../../client/ui/table/table_widget.py" line="87"/>
        <source>Poker table</source>
        <extracomment>The player clicked one of their own cards (a draw game&apos;s discard choice). The player&apos;s cards picked to throw in a draw (`set_selected`). The player&apos;s own colour labels by player name, and the names with a note.</extracomment>
        <translation>Mesa de póquer</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_widget.py" line="254"/>
        <source>Waiting for the table…</source>
        <translation>Esperando a la mesa…</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_widget.py" line="275"/>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_widget.py" line="330"/>
        <source>Waiting for players</source>
        <translation>Esperando jugadores</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_widget.py" line="341"/>
        <source>Empty seat</source>
        <translation>Asiento libre</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="452"/>
        <source>Connection lost: reconnecting… Your actions wait until the link is back.</source>
        <translation>Conexión perdida: reconectando… Tus acciones esperan hasta que vuelva la conexión.</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="114"/>
        <source>Join &amp;waiting list</source>
        <extracomment>Offered only at a full ring table the player watches (`offers_waiting_list`).</extracomment>
        <translation>Unirse a la lista de &amp;espera</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="116"/>
        <source>Be offered the next free seat at this table</source>
        <translation>Recibir la oferta del próximo asiento libre en esta mesa</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="112"/>
        <source>Hand &amp;history</source>
        <extracomment>The chat&apos;s height in a roomy window; a short window gives the felt what it can spare. Cash tables: sit out from the next big blind (True) or not (False: back in). Our turn here started (True) or ended (False): multi-tabling raises or highlights. Tester tools: play this player&apos;s (a bot&apos;s) seat here (player id), or give it back (empty string). Tester tools: the bot seat the tester plays here instead of their own.</extracomment>
        <translation>&amp;Historial de manos</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="119"/>
        <location filename="../../client/ui/table/table_window.py" line="347"/>
        <source>&amp;Leave table</source>
        <translation>&amp;Dejar la mesa</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="120"/>
        <source>Sit &amp;out next hand</source>
        <translation>&amp;Ausentarse la próxima mano</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="121"/>
        <source>In a tournament your blinds are still posted and your hands folded while you sit out</source>
        <translation>En un torneo tus ciegas se siguen poniendo y tus manos se retiran mientras estás ausente</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="123"/>
        <source>Sit out next &amp;big blind</source>
        <translation>Ausentarse en la próxima ciega &amp;grande</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="124"/>
        <source>Play on until the big blind reaches you, then sit out</source>
        <translation>Seguir jugando hasta que le toque la ciega grande y luego ausentarse</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="126"/>
        <source>&amp;Wait for big blind</source>
        <translation>&amp;Esperar la ciega grande</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="128"/>
        <source>Coming back owing a big blind: wait until it reaches your seat instead of posting it at once (Post now)</source>
        <translation>Al volver debiendo una ciega grande: esperar a que llegue a su asiento en lugar de ponerla enseguida (Poner ahora)</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="132"/>
        <source>Options</source>
        <extracomment>The table&apos;s Options menu (cash tables): &quot;Auto-post blinds&quot;, on by default.</extracomment>
        <translation>Opciones</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="135"/>
        <source>Auto-post blinds</source>
        <translation>Poner ciegas automáticamente</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="139"/>
        <source>Off: no blind is posted for you; when one reaches you, you sit out and come back posting it (or waiting for the big blind)</source>
        <translation>Desactivado: no se pone ninguna ciega por usted; cuando le llega una, queda ausente y vuelve poniéndola (o esperando la ciega grande)</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="143"/>
        <source>&amp;Top up…</source>
        <translation>Re&amp;cargar…</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="144"/>
        <source>Bring your stack up to an amount between hands, or auto-rebuy</source>
        <translation>Subir su pila a una cantidad entre manos, o recompra automática</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="248"/>
        <source>Notes on %1…</source>
        <extracomment>Clock cues already sounded this turn (each sounds once per turn). What the player last asked with &quot;Sit out next hand&quot; (out or back), until the room has done it (None: nothing pending).</extracomment>
        <translation>Notas sobre %1…</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="250"/>
        <source>Colour label</source>
        <translation>Etiqueta de color</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="253"/>
        <source>No label</source>
        <translation>Sin etiqueta</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="270"/>
        <source>Give back %1</source>
        <translation>Devolver a %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="273"/>
        <source>Take over %1</source>
        <translation>Tomar el asiento de %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="328"/>
        <source>Playing as %1</source>
        <translation>Jugando como %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/table_window.py" line="348"/>
        <source>&amp;Stop watching</source>
        <translation>Dejar de &amp;mirar</translation>
    </message>
</context>
<context>
    <name>TesterTournamentTab</name>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="34"/>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="36"/>
        <source>Fast-forward to the &amp;final table</source>
        <translation>Avanzar hasta la mesa &amp;final</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="40"/>
        <source>Players left</source>
        <translation>Jugadores restantes</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="41"/>
        <source>Fast-forward to this many players left</source>
        <translation>Avanzar hasta que queden estos jugadores</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="44"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="48"/>
        <source>Minutes into the level</source>
        <translation>Minutos dentro del nivel</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="49"/>
        <source>Set the &amp;clock</source>
        <translation>Poner el &amp;reloj</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="50"/>
        <source>&amp;Next level now</source>
        <translation>&amp;Siguiente nivel ahora</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="51"/>
        <source>&amp;Break now</source>
        <translation>&amp;Descanso ahora</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="53"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="54"/>
        <source>&amp;Disconnect</source>
        <translation>&amp;Desconectar</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="55"/>
        <source>&amp;Reconnect</source>
        <translation>&amp;Reconectar</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="64"/>
        <source>Tournament:</source>
        <translation>Torneo:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="66"/>
        <source>Players left:</source>
        <translation>Jugadores restantes:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="67"/>
        <source>Level:</source>
        <translation>Nivel:</translation>
    </message>
    <message>
        <location filename="../../client/ui/app/tester_tab.py" line="69"/>
        <source>Seat:</source>
        <translation>Asiento:</translation>
    </message>
</context>
<context>
    <name>TournamentBar</name>
    <message>
        <location filename="../../client/ui/table/tournament_bar.py" line="29"/>
        <source>Level %1: %2</source>
        <translation>Nivel %1: %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/tournament_bar.py" line="33"/>
        <source>next %1 in %2</source>
        <translation>siguiente %1 en %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/tournament_bar.py" line="37"/>
        <source>Rank %1 of %2</source>
        <translation>Puesto %1 de %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/tournament_bar.py" line="39"/>
        <source>Avg stack %1</source>
        <translation>Pila media %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/table/tournament_bar.py" line="42"/>
        <source>Next pay jump (place %1): %2</source>
        <translation>Próximo salto de premio (puesto %1): %2</translation>
    </message>
</context>
<context>
    <name>TournamentClock</name>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="22"/>
        <source>Add-on break</source>
        <translation>Descanso de add-on</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="28"/>
        <source>at :55</source>
        <extracomment>The lobby&apos;s words for each kind of break.</extracomment>
        <translation>en el minuto :55</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="29"/>
        <source>after the interval of play</source>
        <translation>tras el intervalo de juego</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="30"/>
        <source>add-on break, end of the rebuy period</source>
        <translation>descanso de add-on, fin del periodo de recompras</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="50"/>
        <source>On break</source>
        <translation>En descanso</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="54"/>
        <source>Break</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="58"/>
        <source>%1 after this hand</source>
        <translation>%1 tras esta mano</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="60"/>
        <source>%1 at %2</source>
        <translation>%1 a las %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="62"/>
        <source>Next break</source>
        <translation>Próximo descanso</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="63"/>
        <source>%1 in %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="66"/>
        <source>%1 (at %2)</source>
        <translation>%1 (a las %2)</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_clock.py" line="76"/>
        <source>%1 (in %2)</source>
        <translation>%1 (en %2)</translation>
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
        <translation>Descanso</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="126"/>
        <source>%1th</source>
        <extracomment>English ordinal suffixes by last digit (&quot;%1th&quot; otherwise); the catalogues write &quot;%1.&quot; / &quot;%1.º&quot;.</extracomment>
        <translation>%1.º</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="127"/>
        <source>%1st</source>
        <translation>%1.º</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="128"/>
        <source>%1nd</source>
        <translation>%1.º</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="129"/>
        <source>%1rd</source>
        <translation>%1.º</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="170"/>
        <source>Tournament lobby</source>
        <translation>Lobby del torneo</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="172"/>
        <source>Loading…</source>
        <translation>Cargando…</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="221"/>
        <source>Click a table to watch it</source>
        <translation>Haz clic en una mesa para mirarla</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="231"/>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="338"/>
        <source>Advertised bounties</source>
        <translation>Recompensas anunciadas</translation>
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
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="240"/>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="241"/>
        <source>Prizes</source>
        <translation>Premios</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="242"/>
        <source>Structure</source>
        <translation>Estructura</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="247"/>
        <source>&amp;Register</source>
        <translation>&amp;Registrarse</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="248"/>
        <source>&amp;Unregister</source>
        <translation>&amp;Anular registro</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="249"/>
        <source>Re&amp;buy</source>
        <translation>Re&amp;comprar</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="250"/>
        <source>&amp;Add-on</source>
        <translation>A&amp;dd-on</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="251"/>
        <source>Do &amp;not play Day 2</source>
        <translation>&amp;No jugar el día 2</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="252"/>
        <source>Give up your Day 2 seat (no compensation)</source>
        <translation>Renunciar a su asiento del día 2 (sin compensación)</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="256"/>
        <source>Why the buttons are disabled</source>
        <translation>Por qué los botones están desactivados</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="278"/>
        <source>Do not play Day 2</source>
        <translation>No jugar el día 2</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="279"/>
        <source>Give up your Day 2 seat? Your Day 1 chips are void and nothing is paid back (site rule: no compensation).</source>
        <translation>¿Renunciar a su asiento del día 2? Sus fichas del día 1 se anulan y no se devuelve nada (regla del sitio: sin compensación).</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="282"/>
        <source>&amp;Give up my seat</source>
        <translation>&amp;Renunciar al asiento</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="299"/>
        <source>%1 — Tournament lobby</source>
        <translation>%1 — Lobby del torneo</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="304"/>
        <source>when full</source>
        <translation>cuando se llene</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="306"/>
        <source>When full</source>
        <translation>Cuando se llene</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="310"/>
        <source>starts %1</source>
        <translation>empieza %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="312"/>
        <source>late registration closes %1</source>
        <translation>el registro tardío cierra %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="315"/>
        <source>Start time</source>
        <translation>Hora de inicio</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="316"/>
        <source>Late registration closes</source>
        <translation>Cierre del registro tardío</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="317"/>
        <source>Unregistration closes</source>
        <translation>Cierre de la anulación del registro</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="319"/>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="319"/>
        <source>%1 fee</source>
        <translation>%1 de comisión</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="321"/>
        <source>Starting stack</source>
        <translation>Stack inicial</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="323"/>
        <source>Rebuys</source>
        <translation>Recompras</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="323"/>
        <source>No rebuys</source>
        <translation>Sin recompras</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="324"/>
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="324"/>
        <source>No add-on</source>
        <translation>Sin add-on</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="325"/>
        <source>Breaks</source>
        <translation>Descansos</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="325"/>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="380"/>
        <source>No breaks</source>
        <translation>Sin descansos</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="326"/>
        <source>Deal making</source>
        <translation>Tratos</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="326"/>
        <source>Allowed (Discuss A Deal at the final table)</source>
        <translation>Permitidos («Negociar un trato» en la mesa final)</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="327"/>
        <source>Not allowed</source>
        <translation>No permitidos</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="328"/>
        <source>Bounty</source>
        <translation>Recompensa</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="303"/>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="328"/>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="329"/>
        <source>Money</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="329"/>
        <source>Real money</source>
        <translation>Dinero real</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="330"/>
        <source>Play money</source>
        <translation>Dinero ficticio</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="333"/>
        <source>Current level</source>
        <translation>Nivel actual</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="335"/>
        <source>Next break</source>
        <translation>Próximo descanso</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="347"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="371"/>
        <source>Final prizes</source>
        <translation>Premios definitivos</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="372"/>
        <source>Prizes grow with every entry; final once registration and rebuys close</source>
        <translation>Los premios crecen con cada entrada; son definitivos cuando cierran el registro y las recompras</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="373"/>
        <source>Prize pool %1 — %2</source>
        <translation>Bolsa de premios %1 — %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_lobby.py" line="379"/>
        <source>Breaks: %1</source>
        <translation>Descansos: %1</translation>
    </message>
</context>
<context>
    <name>TournamentText</name>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="19"/>
        <source>Break: play resumes when it ends</source>
        <extracomment>Director events whose line takes no data (English, marked for translation).</extracomment>
        <translation>Descanso: el juego sigue cuando termine</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="20"/>
        <source>Break over: play resumes</source>
        <translation>Fin del descanso: el juego continúa</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="21"/>
        <source>Everyone wants to discuss a deal: the table is paused</source>
        <translation>Todos quieren negociar un trato: la mesa está en pausa</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="125"/>
        <source>The deal is agreed and paid; play continues for what is left</source>
        <translation>El trato está acordado y pagado; se sigue jugando por lo que queda</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="23"/>
        <source>The tournament is over</source>
        <translation>El torneo ha terminado</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="27"/>
        <source>%1 rebought</source>
        <extracomment>How a rebuy window ended, &quot;%1&quot; the player.</extracomment>
        <translation>%1 ha recomprado</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="28"/>
        <source>%1 declined the rebuy</source>
        <translation>%1 ha rechazado la recompra</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="29"/>
        <source>%1 did not rebuy in time</source>
        <translation>%1 no recompró a tiempo</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="117"/>
        <source>Level %1: blinds %2/%3</source>
        <translation>Nivel %1: ciegas %2/%3</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="121"/>
        <source>, ante %1</source>
        <translation>, ante %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="35"/>
        <source>%1st</source>
        <extracomment>English ordinals (&quot;%1&quot; the number), marked for translation (German &quot;%1.&quot;).</extracomment>
        <translation>%1.º</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="36"/>
        <source>%1nd</source>
        <translation>%1.º</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="37"/>
        <source>%1rd</source>
        <translation>%1.º</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="38"/>
        <source>%1th</source>
        <translation>%1.º</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="52"/>
        <source>%1 finished in %2 place</source>
        <translation>%1 termina en el puesto %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="58"/>
        <source>You finished in %1 place</source>
        <translation>Terminaste en el puesto %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="64"/>
        <source>You have been moved to table %1, seat %2</source>
        <translation>Has sido trasladado a la mesa %1, asiento %2</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="70"/>
        <source>and won %1</source>
        <translation>y ganaste %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="75"/>
        <source>%1: %2 (playing: knock them out to collect it)</source>
        <extracomment>Who carries an advertised bounty (&quot;%1&quot; name, &quot;%2&quot; amount), by `AdvertisedBounty.status`.</extracomment>
        <translation>%1: %2 (jugando: elimínelo para cobrarla)</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="77"/>
        <source>%1: %2 (not registered yet: paid only if they play)</source>
        <translation>%1: %2 (aún no inscrito: solo se paga si juega)</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="79"/>
        <source>%1: %2 (not registered: no bounty is paid)</source>
        <translation>%1: %2 (no inscrito: no se paga recompensa)</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="81"/>
        <source>%1: %2 (knocked out: collected)</source>
        <translation>%1: %2 (eliminado: cobrada)</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="87"/>
        <source>prize</source>
        <extracomment>What a `PrizeAwarded` paid for, by its ``kind`` (the room&apos;s words; another is shown as sent).</extracomment>
        <translation>premio</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="88"/>
        <source>bounty</source>
        <translation>recompensa</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="89"/>
        <source>deal</source>
        <translation>acuerdo</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="90"/>
        <source>early payout</source>
        <translation>pago anticipado</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="91"/>
        <source>satellite seat</source>
        <translation>plaza de satélite</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="127"/>
        <source>The deal is agreed and paid</source>
        <translation>El trato está acordado y pagado</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="132"/>
        <source>%1 is paid %2 (%3)</source>
        <translation>%1 cobra %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="137"/>
        <source>Play is over for the day: %1 players bag their chips for Day 2</source>
        <translation>Se acabó el juego por hoy: %1 jugadores guardan sus fichas para el Día 2</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="141"/>
        <source>%1 moves to table %2, seat %3</source>
        <translation>%1 pasa a la mesa %2, asiento %3</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="146"/>
        <source>Table %1 is broken up: its players move to the other tables</source>
        <translation>La mesa %1 se disuelve: sus jugadores pasan a las otras mesas</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="150"/>
        <source>Final table: %1 players</source>
        <translation>Mesa final: %1 jugadores</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="154"/>
        <source>Hand-for-hand play</source>
        <translation>Juego mano por mano</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="155"/>
        <source>Hand-for-hand play is over</source>
        <translation>Se acabó el juego mano por mano</translation>
    </message>
    <message>
        <location filename="../../client/ui/tournament/tournament_text.py" line="157"/>
        <source>%1 is out of chips and may rebuy until %2</source>
        <translation>%1 se ha quedado sin fichas y puede recomprar hasta %2</translation>
    </message>
</context>
<context>
    <name>WaitingBox</name>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="102"/>
        <source>Join &amp;waiting list</source>
        <translation>Unirse a la lista de &amp;espera</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="103"/>
        <source>First &amp;available at these stakes</source>
        <translation>Primer asiento &amp;libre con estas ciegas</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="104"/>
        <source>Leave waiting &amp;list</source>
        <translation>Dejar la &amp;lista de espera</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="135"/>
        <source>Waiting list: nobody is waiting.</source>
        <translation>Lista de espera: nadie espera.</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="136"/>
        <source>Waiting list: 1 player.</source>
        <translation>Lista de espera: 1 jugador.</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="137"/>
        <source>Waiting list: %1 players.</source>
        <translation>Lista de espera: %1 jugadores.</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="139"/>
        <source>You are number %1 on the list for %2.</source>
        <translation>Eres el número %1 en la lista de %2.</translation>
    </message>
    <message>
        <location filename="../../client/ui/lobby/waitlist.py" line="140"/>
        <source>You are number %1 on %2.</source>
        <translation>Eres el número %1 en %2.</translation>
    </message>
</context>
</TS>
