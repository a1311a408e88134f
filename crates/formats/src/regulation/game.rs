//! The games whose regulation this crate reads, and the AES-256 key each encrypts it with.
//!
//! The keys are public facts, the same in SoulsFormats `SFUtil.cs` (Dark Souls 3, Elden Ring,
//! Armored Core 6), SoulsFormatsNEXT `Cryptography/RegulationDecryptor.cs` (all four) and
//! fstools' game table (Armored Core 6, Nightreign). Dark Souls 3's key is 32 ASCII
//! characters; the others are raw bytes.

/// A game with an encrypted regulation (`regulation.bin`; Dark Souls 3: `Data0.bdt`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub enum RegulationGame {
    /// Elden Ring (and its Shadow of the Erdtree patches).
    EldenRing,
    /// Elden Ring Nightreign.
    Nightreign,
    /// Dark Souls 3.
    DarkSouls3,
    /// Armored Core 6.
    ArmoredCore6,
}

impl RegulationGame {
    /// Every game, in the order [`super::detect`] tries their keys.
    pub const ALL: [RegulationGame; 4] = [
        RegulationGame::EldenRing,
        RegulationGame::Nightreign,
        RegulationGame::DarkSouls3,
        RegulationGame::ArmoredCore6,
    ];

    /// The game's name, for messages.
    pub fn name(self) -> &'static str {
        match self {
            RegulationGame::EldenRing => "Elden Ring",
            RegulationGame::Nightreign => "Elden Ring Nightreign",
            RegulationGame::DarkSouls3 => "Dark Souls 3",
            RegulationGame::ArmoredCore6 => "Armored Core 6",
        }
    }

    /// The short name (`ER`, `NR`, `DS3`, `AC6`), as the modding tools and the paramdefs'
    /// folders name the games.
    pub fn short_name(self) -> &'static str {
        match self {
            RegulationGame::EldenRing => "ER",
            RegulationGame::Nightreign => "NR",
            RegulationGame::DarkSouls3 => "DS3",
            RegulationGame::ArmoredCore6 => "AC6",
        }
    }

    /// The name of the regulation file in the game's folder.
    pub fn file_name(self) -> &'static str {
        match self {
            RegulationGame::DarkSouls3 => "Data0.bdt",
            _ => "regulation.bin",
        }
    }

    /// The AES-256 key of the game's regulation.
    pub fn key(self) -> &'static [u8; 32] {
        match self {
            RegulationGame::EldenRing => &ELDEN_RING_KEY,
            RegulationGame::Nightreign => &NIGHTREIGN_KEY,
            RegulationGame::DarkSouls3 => DARK_SOULS_3_KEY,
            RegulationGame::ArmoredCore6 => &ARMORED_CORE_6_KEY,
        }
    }

    /// The folder prefix [`super::build`] gives the params it packs. Elden Ring's is the one its
    /// regulation uses (1.16 also has `merged\DLC02\` below it); the others follow the games'
    /// project folders (FDP, FNR) and were not checked against a file, and Nightreign's
    /// reuses Elden Ring's. The reader only uses the name after the last `\` or `/`.
    pub fn param_folder(self) -> &'static str {
        match self {
            RegulationGame::EldenRing => r"N:\GR\data\Param\param\GameParam\",
            RegulationGame::Nightreign => r"N:\GR\data\Param\param\GameParam\",
            RegulationGame::DarkSouls3 => r"N:\FDP\data\Param\param\GameParam\",
            RegulationGame::ArmoredCore6 => r"N:\FNR\data\Param\param\GameParam\",
        }
    }

    /// The short names of every game, joined by `/` (`ER/NR/DS3/AC6`), for messages.
    pub fn all_short_names() -> String {
        Self::ALL.map(Self::short_name).join("/")
    }
}

impl std::fmt::Display for RegulationGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Dark Souls 3: ASCII text (SoulsFormats `SFUtil.ds3RegulationKey`).
const DARK_SOULS_3_KEY: &[u8; 32] = b"ds3#jn/8_7(rsY9pg55GFN7VFL#+3n/)";

/// Elden Ring (SoulsFormats `SFUtil.erRegulationKey`).
const ELDEN_RING_KEY: [u8; 32] = [
    0x99, 0xBF, 0xFC, 0x36, 0x6A, 0x6B, 0xC8, 0xC6, 0xF5, 0x82, 0x7D, 0x09, 0x36, 0x02, 0xD6, 0x76,
    0xC4, 0x28, 0x92, 0xA0, 0x1C, 0x20, 0x7F, 0xB0, 0x24, 0xD3, 0xAF, 0x4E, 0x49, 0x3F, 0xEF, 0x99,
];

/// Armored Core 6 (SoulsFormats `SFUtil.ac6RegulationKey`, where 0x0D and 0x0E are written
/// as the single digits `D` and `E`).
const ARMORED_CORE_6_KEY: [u8; 32] = [
    0x10, 0xCE, 0xED, 0x47, 0x7B, 0x7C, 0xD9, 0xD7, 0xE6, 0x93, 0x8E, 0x11, 0x47, 0x13, 0xE7, 0x87,
    0xD5, 0x39, 0x13, 0xB1, 0x0D, 0x31, 0x8E, 0xC1, 0x35, 0xE4, 0xBE, 0x50, 0x50, 0x4E, 0x0E, 0x10,
];

/// Nightreign (SoulsFormatsNEXT `RegulationKey.EldenRingNightreign`, fstools `Game::NR`).
const NIGHTREIGN_KEY: [u8; 32] = [
    0x9A, 0x8E, 0xE9, 0x0C, 0x4C, 0x01, 0xA4, 0x31, 0x68, 0xA1, 0x7D, 0x9D, 0x75, 0xE4, 0xA7, 0xD0,
    0x21, 0x07, 0xEB, 0xCF, 0x43, 0xD5, 0xAC, 0xB0, 0x55, 0x4F, 0x94, 0x16, 0x01, 0xB5, 0x79, 0x18,
];
