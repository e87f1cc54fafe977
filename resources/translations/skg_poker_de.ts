<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../client/ui/main_window.py" line="39"/>
        <source>&amp;Tile tables</source>
        <extracomment>View menu entries for multi-tabling: arrangement, text, shortcut.</extracomment>
        <translation>Tische &amp;nebeneinander</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="40"/>
        <source>&amp;Cascade tables</source>
        <translation>Tische über&amp;lappend</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="41"/>
        <source>St&amp;ack tables</source>
        <translation>Tische &amp;stapeln</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="42"/>
        <source>Tables in ta&amp;bs</source>
        <translation>Tische in &amp;Reitern</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="63"/>
        <source>SKG Poker</source>
        <translation>SKG Poker</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="70"/>
        <source>Lobby</source>
        <translation>Lobby</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="72"/>
        <location filename="../../client/ui/main_window.py" line="78"/>
        <location filename="../../client/ui/main_window.py" line="161"/>
        <source>Offline practice</source>
        <translation>Offline üben</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="74"/>
        <source>Connection state</source>
        <translation>Verbindungsstatus</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="76"/>
        <source>Balances</source>
        <translation>Guthaben</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="77"/>
        <source>Connect to server…</source>
        <translation>Mit Server verbinden…</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="79"/>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="104"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="105"/>
        <source>&amp;Connect to server…</source>
        <translation>Mit Server &amp;verbinden…</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="106"/>
        <source>Offline &amp;practice</source>
        <translation>Offline &amp;üben</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="107"/>
        <source>Hand &amp;history…</source>
        <translation>&amp;Handverlauf…</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="109"/>
        <source>Load &amp;scenario…</source>
        <translation>S&amp;zenario laden…</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="110"/>
        <source>Testers: play a scenario file (seats, stacks, fixed deck) in offline practice</source>
        <translation>Für Tester: eine Szenariodatei (Plätze, Stacks, festes Deck) offline spielen</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="113"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="119"/>
        <source>&amp;Find a player…</source>
        <translation>Spieler &amp;finden…</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="126"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="127"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="131"/>
        <source>Player &amp;notes…</source>
        <translation>Spieler&amp;notizen…</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="133"/>
        <source>Your own notes and colour labels on other players (kept on this computer)</source>
        <translation>Eigene Notizen und Farbmarkierungen zu anderen Spielern (nur auf diesem Computer)</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="137"/>
        <source>Results &amp;graphs…</source>
        <translation>Ergebnis&amp;grafiken…</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="139"/>
        <source>Your results over your own hands: cash sessions and tournament chips</source>
        <translation>Ihre Ergebnisse über Ihre eigenen Hände: Cash-Sitzungen und Turnierchips</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="162"/>
        <source>Server %1</source>
        <translation>Server %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="170"/>
        <source> (+%1 in play)</source>
        <translation> (+%1 im Spiel)</translation>
    </message>
    <message>
        <location filename="../../client/ui/main_window.py" line="173"/>
        <source>Balance: </source>
        <translation>Guthaben: </translation>
    </message>
</context>
<context>
    <name>NoteEditor</name>
    <message>
        <location filename="../../client/ui/notes.py" line="49"/>
        <source>No label</source>
        <translation>Keine Markierung</translation>
    </message>
    <message>
        <location filename="../../client/ui/notes.py" line="81"/>
        <source>Label:</source>
        <translation>Markierung:</translation>
    </message>
</context>
<context>
    <name>NotesWindow</name>
    <message>
        <location filename="../../client/ui/notes.py" line="115"/>
        <source>Player notes</source>
        <translation>Spielernotizen</translation>
    </message>
    <message>
        <location filename="../../client/ui/notes.py" line="132"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <location filename="../../client/ui/notes.py" line="133"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <location filename="../../client/ui/notes.py" line="134"/>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
</context>
<context>
    <name>PlayerSearch</name>
    <message>
        <location filename="../../client/ui/player_search.py" line="111"/>
        <source>Find a player</source>
        <extracomment>At most this many tournaments are asked for their players by one &quot;look everywhere&quot;.</extracomment>
        <translation>Spieler finden</translation>
    </message>
    <message>
        <location filename="../../client/ui/player_search.py" line="118"/>
        <source>&amp;Look in every tournament</source>
        <extracomment>Display names of places by (kind, id), filled in by the session.</extracomment>
        <translation>In allen &amp;Turnieren suchen</translation>
    </message>
    <message>
        <location filename="../../client/ui/player_search.py" line="131"/>
        <source>&amp;Go there</source>
        <translation>&amp;Hingehen</translation>
    </message>
</context>
<context>
    <name>ResultsWindow</name>
    <message>
        <location filename="../../client/ui/graphs.py" line="176"/>
        <source>Results graphs</source>
        <extracomment>Every line&apos;s extent (x and y), for &quot;Reset zoom&quot;: clipped lines only report what is on screen, so the view box cannot find the whole range by itself.</extracomment>
        <translation>Ergebnisgrafiken</translation>
    </message>
    <message>
        <location filename="../../client/ui/graphs.py" line="181"/>
        <source>&amp;Showdown lines</source>
        <translation>&amp;Showdown-Linien</translation>
    </message>
    <message>
        <location filename="../../client/ui/graphs.py" line="187"/>
        <source>&amp;Reset zoom</source>
        <translation>Zoom &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../../client/ui/graphs.py" line="188"/>
        <source>Save as &amp;PNG…</source>
        <translation>Als &amp;PNG speichern…</translation>
    </message>
    <message>
        <location filename="../../client/ui/graphs.py" line="231"/>
        <source>No hands of yours yet: play some, then look again.</source>
        <translation>Noch keine eigenen Hände: erst spielen, dann wieder hineinschauen.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="44"/>
        <source>Off (instant)</source>
        <translation>Aus (sofort)</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="45"/>
        <source>Calm</source>
        <translation>Ruhig</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="46"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="47"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="51"/>
        <source>Do nothing</source>
        <translation>Nichts tun</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="52"/>
        <source>Highlight it</source>
        <translation>Hervorheben</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="53"/>
        <source>Raise it and give it the keyboard</source>
        <translation>Nach vorn holen und die Tastatur geben</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="64"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="86"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="87"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="89"/>
        <source>Four-colour deck (clubs green, diamonds blue)</source>
        <translation>Vierfarbendeck (Kreuz grün, Karo blau)</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="118"/>
        <source>&amp;Play sounds</source>
        <translation>Töne &amp;abspielen</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="132"/>
        <source>%1 volume</source>
        <translation>Lautstärke %1</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="133"/>
        <source>Test</source>
        <translation>Probe</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="134"/>
        <source>Play “%1” at this volume</source>
        <translation>„%1“ in dieser Lautstärke abspielen</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="151"/>
        <source>When a table needs &amp;me:</source>
        <translation>Wenn ein Tisch &amp;mich braucht:</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="103"/>
        <source>Show tester tools (debug panel: event log, room state)</source>
        <translation>Testwerkzeuge zeigen (Debug-Leiste: Ereignisprotokoll, Raumzustand)</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="105"/>
        <source>Look and feel</source>
        <translation>Aussehen</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="107"/>
        <source>&amp;Theme:</source>
        <translation>&amp;Design:</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="109"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animationen:</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="99"/>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="101"/>
        <source>Takes effect the next time the client starts</source>
        <translation>Gilt ab dem nächsten Start</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="110"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="159"/>
        <source>Action hotkeys</source>
        <translation>Tasten für Aktionen</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="166"/>
        <source>Bet hotkeys (exact fraction of the pot)</source>
        <translation>Einsatztasten (genauer Anteil am Pot)</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="177"/>
        <source>e.g. 1/2</source>
        <translation>z. B. 1/2</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="182"/>
        <source>bets</source>
        <translation>setzt</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="184"/>
        <source>of the pot</source>
        <translation>des Pots</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="67"/>
        <source>&amp;General</source>
        <translation>&amp;Allgemein</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="68"/>
        <source>S&amp;ounds</source>
        <translation>&amp;Töne</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="69"/>
        <source>&amp;Tables</source>
        <translation>T&amp;ische</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings_dialog.py" line="70"/>
        <source>&amp;Hotkeys</source>
        <translation>Tast&amp;en</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings.py" line="34"/>
        <source>Your turn</source>
        <extracomment>Default bet hotkeys: key text -&gt; exact fraction of the pot. The player chooses each fraction; a hotkey never bets a random amount (site tools policy, acceptable tools 4). Default action hotkeys: action name -&gt; key text. One fixed action per key: a key never picks check or call from the game state (toolguard rule: the player makes the decision, the hotkey only executes it). The table sounds: key -&gt; what the player sees in Settings (files: resources/sounds/KEY.wav).</extracomment>
        <translation>Sie sind dran</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings.py" line="35"/>
        <source>Time running out</source>
        <translation>Zeit läuft ab</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings.py" line="36"/>
        <source>Time bank started</source>
        <translation>Zeitbank läuft</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings.py" line="37"/>
        <source>Chat message</source>
        <translation>Chatnachricht</translation>
    </message>
    <message>
        <location filename="../../client/ui/settings.py" line="38"/>
        <source>Tournament events</source>
        <translation>Turnierereignisse</translation>
    </message>
</context>
</TS>
