//! The options that shape a draw list where the notes leave the engine's behaviour open
//! (their *Unknown*): the unlit frame factor K per game, pre-exposure, the distortion sheets'
//! unrecorded constants, the light preset. Each has a default, is carried by permalinks
//! (`opts=`) and is named in the inspector as an *option*.

use fxr_formats::fxr::Game;

/// The frame-wide factor K the engine folds into an unlit draw's g_vColorScale, per game
/// (seeds 000, Observed: 1.13061 in Sekiro's unlit draws, 0.07478 in Elden Ring's frames;
/// its source is not read). For the games the notes do not record, our defaults, each an
/// option ([`UnlitFactors`]), named in the inspector.
pub fn default_unlit_factor(game: Game) -> f32 {
    UnlitFactors::default().of(game)
}

/// K per game: the recorded values for Sekiro and Elden Ring, ours for the others.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(default)]
pub struct UnlitFactors {
    /// Sekiro: 1.13061 (seeds 000, Observed).
    pub sekiro: f32,
    /// Elden Ring: 0.07478 (seeds 000, Observed); also a version 5 file whose game is not
    /// detected.
    pub elden_ring: f32,
    /// Armored Core 6: not recorded. Ours: Elden Ring's, the engine generation it shares
    /// (its effects' multipliers are of Elden Ring's magnitude: 10 and 5 in the sample).
    pub armored_core6: f32,
    /// Elden Ring Nightreign: not recorded. Ours: Elden Ring's (the same engine and files).
    pub nightreign: f32,
    /// Dark Souls 3: not recorded. Ours: 1 (no frame factor: the file's multipliers as they
    /// are, as in the lit draws).
    pub dark_souls3: f32,
}

impl Default for UnlitFactors {
    fn default() -> Self {
        UnlitFactors {
            sekiro: 1.130_61,
            elden_ring: 0.074_78,
            armored_core6: 0.074_78,
            nightreign: 0.074_78,
            dark_souls3: 1.0,
        }
    }
}

impl UnlitFactors {
    /// Every game's K, in the fields' order.
    pub fn values(&self) -> [f32; 5] {
        [
            self.sekiro,
            self.elden_ring,
            self.armored_core6,
            self.nightreign,
            self.dark_souls3,
        ]
    }

    /// K for `game`.
    pub fn of(&self, game: Game) -> f32 {
        match game {
            Game::Sekiro => self.sekiro,
            Game::EldenRing | Game::Unknown => self.elden_ring,
            Game::ArmoredCore6 => self.armored_core6,
            Game::Nightreign => self.nightreign,
            Game::DarkSouls3 => self.dark_souls3,
        }
    }

    /// How the inspector names K's source for `game`: the notes' value or our choice.
    pub fn rule(game: Game) -> &'static str {
        match game {
            Game::Sekiro => {
                "rgbMultiplier × K, K = Sekiro's unlit frame factor 1.13061 (seeds 000, Observed; option unlit_factors.sekiro); alpha = alphaMultiplier"
            }
            Game::EldenRing | Game::Unknown => {
                "rgbMultiplier × K, K = Elden Ring's unlit frame factor 0.07478 (seeds 000, Observed; option unlit_factors.elden_ring); alpha = alphaMultiplier"
            }
            Game::ArmoredCore6 => {
                "rgbMultiplier × K, K for Armored Core 6: not recorded; ours, Elden Ring's 0.07478 by default (option unlit_factors.armored_core6); alpha = alphaMultiplier"
            }
            Game::Nightreign => {
                "rgbMultiplier × K, K for Nightreign: not recorded; ours, Elden Ring's 0.07478 by default (option unlit_factors.nightreign); alpha = alphaMultiplier"
            }
            Game::DarkSouls3 => {
                "rgbMultiplier × K, K for Dark Souls 3: not recorded; ours, 1 by default (option unlit_factors.dark_souls3); alpha = alphaMultiplier"
            }
        }
    }
}

/// The stir sheets' pair (TEXCOORD1.y, TEXCOORD1.z): seeds 000 records that the vertex
/// program sets them to (1, 0) or (-1, pi) "together, by one condition", not which.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum StirPair {
    /// (1, 0): the angle -g_waveTime + g_waveNum r (ours: the default).
    #[default]
    Forward,
    /// (-1, pi): the angle -pi + g_waveTime + g_waveNum r, the opposite direction at time 0,
    /// turning the other way.
    Reverse,
}

impl StirPair {
    /// (TEXCOORD1.y, TEXCOORD1.z).
    pub fn texcoord1_yz(self) -> [f32; 2] {
        match self {
            StirPair::Forward => [1.0, 0.0],
            StirPair::Reverse => [-1.0, std::f32::consts::PI],
        }
    }
}

/// Options that shape the draw list. Every field has a default, so options saved before a
/// field existed (a permalink's `opts`) still read.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[serde(default)]
pub struct DrawOptions {
    /// K for unlit draws of every game; `None` uses the game's ([`UnlitFactors`]).
    pub unlit_factor: Option<f32>,
    /// K per game, where `unlit_factor` is `None`.
    pub unlit_factors: UnlitFactors,
    /// The output keeps coverage in alpha (a transparent background).
    pub transparent: bool,
    /// g_ps_preExposure (the captures have pre-exposure off: 1).
    pub pre_exposure: f32,
    /// Distortion: g_clampDistanceInverse = 1 / radius (true) or 1 as every captured sheet
    /// holds (false, the default). Whether the engine derives it from radius is unknown.
    pub clamp_from_radius: bool,
    /// Distortion, stir sheets: g_waveNum (the stir's constants are not captured; ours: 0).
    pub stir_wave_number: f32,
    /// Distortion, stir sheets: the pair (TEXCOORD1.y, TEXCOORD1.z) (seeds 000: one of two,
    /// by a condition not recorded). Per sheet: override `g_stirTexcoord1YZ` on a node.
    pub stir_pair: StirPair,
    /// Distortion: the opacity factor TEXCOORD5 (seeds 000: opacity = g_color.a ×
    /// g_vColorScale.a × TEXCOORD5; what fills it is not recorded: 0.17 to 0.23 in some
    /// captured sheets, 12 to 31 in others). Ours: 1. Per sheet: override
    /// `g_distortionTexcoord5` on a node.
    pub distortion_opacity: f32,
    /// The light preset for lit draws when the effect has no point light: (ambient,
    /// directional) intensities, in units of the frame factor K of the effect's game: the
    /// lights are the preset times K, so a lit draw of rgbMultiplier m facing the light is
    /// about as bright as an unlit draw of m (seeds 000: an effect's colour lands in the
    /// frame's light units; lit draws have K = 1, their light supplies the units. Inferred;
    /// ours).
    pub light_preset: [f32; 2],
    /// Distortion and radial blur sheets drawn per frame, at most (each copies the frame).
    pub max_sheets: usize,
}

impl DrawOptions {
    /// The frame factor K of unlit draws for `game` (the override, else the game's).
    pub fn frame_factor(&self, game: Game) -> f32 {
        self.unlit_factor
            .unwrap_or_else(|| self.unlit_factors.of(game))
    }
}

impl Default for DrawOptions {
    fn default() -> Self {
        DrawOptions {
            unlit_factor: None,
            unlit_factors: UnlitFactors::default(),
            transparent: false,
            pre_exposure: 1.0,
            clamp_from_radius: false,
            stir_wave_number: 0.0,
            stir_pair: StirPair::Forward,
            distortion_opacity: 1.0,
            light_preset: [0.35, 0.65],
            max_sheets: 256,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// seeds 000: g_vColorScale = (rgbMultiplier × K, ..., alphaMultiplier); Sekiro: 1.4 gives
    /// 1.58285 and 1.8 gives 2.0351 with K = 1.13061; Elden Ring: 20 gives 1.4956 with
    /// K = 0.07478.
    #[test]
    fn color_scale_factor_matches_the_captures() {
        let k_sekiro = default_unlit_factor(Game::Sekiro);
        assert!((1.4 * k_sekiro - 1.58285).abs() < 1e-5);
        assert!((1.8 * k_sekiro - 2.0351).abs() < 1e-4);
        assert!((1.2 * k_sekiro - 1.35673).abs() < 1e-5);
        let k_er = default_unlit_factor(Game::EldenRing);
        assert!((20.0 * k_er - 1.4956).abs() < 1e-4);
        assert!((10.0 * k_er - 0.7478).abs() < 1e-4);
    }
}
