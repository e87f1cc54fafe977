<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../client/ui/main_window.py" line="39"/>
        <source>&amp;Tile tables</source>
        <extracomment>View menu entries for multi-tabling: arrangement, text, shortcut.</extracomment>
        <translation>&amp;Mosaico de mesas</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="40"/>
        <source>&amp;Cascade tables</source>
        <translation>Mesas en &amp;cascada</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="41"/>
        <source>St&amp;ack tables</source>
        <translation>&amp;Apilar mesas</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="42"/>
        <source>Tables in ta&amp;bs</source>
        <translation>Mesas en &amp;pestañas</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="63"/>
        <source>SKG Poker</source>
        <translation>SKG Poker</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="70"/>
        <source>Lobby</source>
        <translation>Vestíbulo</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="72"/>
        <location filename="../../client/ui/main_window.py" line="78"/>
        <location filename="../../client/ui/main_window.py" line="161"/>
        <source>Offline practice</source>
        <translation>Práctica sin conexión</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="74"/>
        <source>Connection state</source>
        <translation>Estado de la conexión</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="76"/>
        <source>Balances</source>
        <translation>Saldos</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="77"/>
        <source>Connect to server…</source>
        <translation>Conectar al servidor…</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="79"/>
        <source>Settings…</source>
        <translation>Ajustes…</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="104"/>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="105"/>
        <source>&amp;Connect to server…</source>
        <translation>&amp;Conectar al servidor…</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="106"/>
        <source>Offline &amp;practice</source>
        <translation>&amp;Práctica sin conexión</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="107"/>
        <source>Hand &amp;history…</source>
        <translation>&amp;Historial de manos…</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="109"/>
        <source>Load &amp;scenario…</source>
        <translation>Cargar &amp;escenario…</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="110"/>
        <source>Testers: play a scenario file (seats, stacks, fixed deck) in offline practice</source>
        <translation>Para testers: jugar un archivo de escenario (asientos, fichas, baraja fija) sin conexión</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="113"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="119"/>
        <source>&amp;Find a player…</source>
        <translation>&amp;Buscar jugador…</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="126"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="127"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="131"/>
        <source>Player &amp;notes…</source>
        <translation>&amp;Notas de jugadores…</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="133"/>
        <source>Your own notes and colour labels on other players (kept on this computer)</source>
        <translation>Tus notas y etiquetas de color sobre otros jugadores (solo en este ordenador)</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="137"/>
        <source>Results &amp;graphs…</source>
        <translation>&amp;Gráficos de resultados…</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="139"/>
        <source>Your results over your own hands: cash sessions and tournament chips</source>
        <translation>Tus resultados en tus propias manos: sesiones de cash y fichas de torneo</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="162"/>
        <source>Server %1</source>
        <translation>Servidor %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="170"/>
        <source> (+%1 in play)</source>
        <translation> (+%1 en juego)</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="173"/>
        <source>Balance: </source>
        <translation>Saldo: </translation>
    </message>
</context>
<context>
    <name>NoteEditor</name>
    <message>
        <location filename="../../client/ui/notes.py" line="49"/>
        <source>No label</source>
        <translation>Sin etiqueta</translation>
    </message>
    <message>
        <location filename="../../client/ui/notes.py" line="81"/>
        <source>Label:</source>
        <translation>Etiqueta:</translation>
    </message>
</context>
<context>
    <name>NotesWindow</name>
    <message>
        <location filename="../../client/ui/notes.py" line="115"/>
        <source>Player notes</source>
        <translation>Notas de jugadores</translation>
    </message>
    <message>
        <location filename="../../client/ui/notes.py" line="132"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Editar…</translation>
    </message>
    <message>
        <location filename="../../client/ui/notes.py" line="133"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <location filename="../../client/ui/notes.py" line="134"/>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportar…</translation>
    </message>
</context>
<context>
    <name>PlayerSearch</name>
    <message>
        <location filename="../../client/ui/player_search.py" line="111"/>
        <source>Find a player</source>
        <extracomment>At most this many tournaments are asked for their players by one &quot;look everywhere&quot;.</extracomment>
        <translation>Buscar jugador</translation>
    </message>
    <message>
        <location filename="../../client/ui/player_search.py" line="118"/>
        <source>&amp;Look in every tournament</source>
        <extracomment>Display names of places by (kind, id), filled in by the session.</extracomment>
        <translation>Buscar en &amp;todos los torneos</translation>
    </message>
    <message>
        <location filename="../../client/ui/player_search.py" line="131"/>
        <source>&amp;Go there</source>
        <translation>&amp;Ir allí</translation>
    </message>
</context>
<context>
    <name>ResultsWindow</name>
    <message>
        <location filename="../../client/ui/graphs.py" line="176"/>
        <source>Results graphs</source>
        <extracomment>Every line&apos;s extent (x and y), for &quot;Reset zoom&quot;: clipped lines only report what is on screen, so the view box cannot find the whole range by itself.</extracomment>
        <translation>Gráficos de resultados</translation>
    </message>
    <message>
        <location filename="../../client/ui/graphs.py" line="181"/>
        <source>&amp;Showdown lines</source>
        <translation>Líneas de &amp;showdown</translation>
    </message>
    <message>
        <location filename="../../client/ui/graphs.py" line="187"/>
        <source>&amp;Reset zoom</source>
        <translation>&amp;Restablecer zoom</translation>
    </message>
    <message>
        <location filename="../../client/ui/graphs.py" line="188"/>
        <source>Save as &amp;PNG…</source>
        <translation>Guardar como &amp;PNG…</translation>
    </message>
    <message>
        <location filename="../../client/ui/graphs.py" line="231"/>
        <source>No hands of yours yet: play some, then look again.</source>
        <translation>Aún no tienes manos: juega algunas y vuelve a mirar.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="44"/>
        <source>Off (instant)</source>
        <translation>Desactivadas (al instante)</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="45"/>
        <source>Calm</source>
        <translation>Tranquilas</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="46"/>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="47"/>
        <source>Fast</source>
        <translation>Rápidas</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="51"/>
        <source>Do nothing</source>
        <translation>Nada</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="52"/>
        <source>Highlight it</source>
        <translation>Resaltarla</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="53"/>
        <source>Raise it and give it the keyboard</source>
        <translation>Traerla al frente con el teclado</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="64"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="86"/>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="87"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="89"/>
        <source>Four-colour deck (clubs green, diamonds blue)</source>
        <translation>Baraja de cuatro colores (tréboles verdes, diamantes azules)</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="118"/>
        <source>&amp;Play sounds</source>
        <translation>&amp;Reproducir sonidos</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="132"/>
        <source>%1 volume</source>
        <translation>Volumen de %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="133"/>
        <source>Test</source>
        <translation>Probar</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="134"/>
        <source>Play “%1” at this volume</source>
        <translation>Reproducir «%1» a este volumen</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="151"/>
        <source>When a table needs &amp;me:</source>
        <translation>Cuando una mesa &amp;me necesita:</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="103"/>
        <source>Show tester tools (debug panel: event log, room state)</source>
        <translation>Mostrar herramientas de prueba (panel de depuración: eventos, estado de la sala)</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="105"/>
        <source>Look and feel</source>
        <translation>Apariencia</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="107"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="109"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animaciones:</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="99"/>
        <source>Follow the system</source>
        <translation>Según el sistema</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="101"/>
        <source>Takes effect the next time the client starts</source>
        <translation>Se aplica al volver a iniciar el cliente</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="110"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="159"/>
        <source>Action hotkeys</source>
        <translation>Teclas de acción</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="166"/>
        <source>Bet hotkeys (exact fraction of the pot)</source>
        <translation>Teclas de apuesta (fracción exacta del bote)</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="177"/>
        <source>e.g. 1/2</source>
        <translation>p. ej. 1/2</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="182"/>
        <source>bets</source>
        <translation>apuesta</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="184"/>
        <source>of the pot</source>
        <translation>del bote</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="67"/>
        <source>&amp;General</source>
        <translation>&amp;General</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="68"/>
        <source>S&amp;ounds</source>
        <translation>S&amp;onidos</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="69"/>
        <source>&amp;Tables</source>
        <translation>&amp;Mesas</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="70"/>
        <source>&amp;Hotkeys</source>
        <translation>&amp;Teclas</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings.py" line="34"/>
        <source>Your turn</source>
        <extracomment>Default bet hotkeys: key text -&gt; exact fraction of the pot. The player chooses each fraction; a hotkey never bets a random amount (site tools policy, acceptable tools 4). Default action hotkeys: action name -&gt; key text. One fixed action per key: a key never picks check or call from the game state (toolguard rule: the player makes the decision, the hotkey only executes it). The table sounds: key -&gt; what the player sees in Settings (files: resources/sounds/KEY.wav).</extracomment>
        <translation>Tu turno</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings.py" line="35"/>
        <source>Time running out</source>
        <translation>Se acaba el tiempo</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings.py" line="36"/>
        <source>Time bank started</source>
        <translation>Banco de tiempo en marcha</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings.py" line="37"/>
        <source>Chat message</source>
        <translation>Mensaje de chat</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings.py" line="38"/>
        <source>Tournament events</source>
        <translation>Eventos del torneo</translation>
    </message>
</context>
</TS>
