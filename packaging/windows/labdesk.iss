; Inno Setup script for the Windows installer: iscc /DAppVersion=1.0.0 packaging\windows\labdesk.iss
; It packs the one-folder build (dist\labdesk\) made by build.spec. No administrator rights are needed:
; the program goes to the user's own Programs folder, with a Start-menu entry and an uninstaller.
#ifndef AppVersion
  #error Give the version: iscc /DAppVersion=1.0.0 labdesk.iss
#endif

[Setup]
AppId={{FCE83C57-1AC5-4362-9010-7087BB1BDF08}
AppName=labdesk
AppVersion={#AppVersion}
AppPublisher=The labdesk authors
AppPublisherURL=https://github.com/labdesk/labdesk
DefaultDirName={autopf}\labdesk
DefaultGroupName=labdesk
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
LicenseFile=..\..\LICENSE
SetupIconFile=..\..\assets\icon\labdesk.ico
UninstallDisplayIcon={app}\labdesk.exe
OutputDir=..\..\dist
OutputBaseFilename=labdesk-{#AppVersion}-windows-x64-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\labdesk\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\labdesk"; Filename: "{app}\labdesk.exe"
Name: "{autodesktop}\labdesk"; Filename: "{app}\labdesk.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\labdesk.exe"; Description: "{cm:LaunchProgram,labdesk}"; Flags: nowait postinstall skipifsilent
