; NSIS installer of the Windows one-folder build (dist\skg-poker\ from packaging/skg-poker.spec).
;   makensis /DVERSION=0.1.0 packaging\windows\skg-poker.nsi
; writes dist\skg-poker-<VERSION>-windows-x64-setup.exe. Installs for all users under
; Program Files\SKG Poker, adds a Start menu entry, offers SKG Poker for .phh and .phhs hand
; histories (and in "Open with" for .txt), and registers an uninstaller in Apps & features
; that removes all of it. Built and run by .github/workflows/desktop-builds.yml on Windows;
; never run on the Linux machine this project is developed on.
Unicode true
!ifndef VERSION
  !error "pass the version: makensis /DVERSION=0.1.0 packaging\windows\skg-poker.nsi"
!endif
!define APP "SKG Poker"
!define EXE "skg-poker.exe"
!define PROGID "io.skg.Poker.HandHistory"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\io.skg.Poker"
!include "MUI2.nsh"
!include "x64.nsh"

Name "${APP}"
OutFile "..\..\dist\skg-poker-${VERSION}-windows-x64-setup.exe"
InstallDir "$PROGRAMFILES64\${APP}"
RequestExecutionLevel admin
SetCompressor /SOLID lzma

!define MUI_ICON "skg-poker.ico"
!define MUI_UNICON "skg-poker.ico"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "German"
!insertmacro MUI_LANGUAGE "Spanish"

Section "Install"
  SetShellVarContext all
  SetOutPath "$INSTDIR"
  File /r "..\..\dist\skg-poker\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\${EXE}"
  ; Hand histories: a double-click runs `skg-poker.exe FILE`.
  WriteRegStr HKLM "Software\Classes\${PROGID}" "" "Poker hand history"
  WriteRegStr HKLM "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\${EXE},0"
  WriteRegStr HKLM "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'
  WriteRegStr HKLM "Software\Classes\.phh" "" "${PROGID}"
  WriteRegStr HKLM "Software\Classes\.phhs" "" "${PROGID}"
  WriteRegStr HKLM "Software\Classes\.phh\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKLM "Software\Classes\.phhs\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKLM "Software\Classes\.txt\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "SKG Poker contributors"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXE},0"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'  ; associations changed
SectionEnd

Section "Uninstall"
  SetShellVarContext all
  Delete "$SMPROGRAMS\${APP}.lnk"
  RMDir /r "$INSTDIR"
  DeleteRegKey HKLM "Software\Classes\${PROGID}"
  DeleteRegValue HKLM "Software\Classes\.phh\OpenWithProgids" "${PROGID}"
  DeleteRegValue HKLM "Software\Classes\.phhs\OpenWithProgids" "${PROGID}"
  DeleteRegValue HKLM "Software\Classes\.txt\OpenWithProgids" "${PROGID}"
  ReadRegStr $0 HKLM "Software\Classes\.phh" ""
  StrCmp $0 "${PROGID}" 0 +2
    DeleteRegValue HKLM "Software\Classes\.phh" ""
  ReadRegStr $0 HKLM "Software\Classes\.phhs" ""
  StrCmp $0 "${PROGID}" 0 +2
    DeleteRegValue HKLM "Software\Classes\.phhs" ""
  DeleteRegKey HKLM "${UNINSTALL_KEY}"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
