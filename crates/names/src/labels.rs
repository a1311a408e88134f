//! What an effect field means, in words, for the names the index gives (`Glintstone Pebble —
//! bullet hit (Bullet 10500 sfxId_Hit)`). The words paraphrase the paramdefs' field
//! descriptions (soulsmods Paramdex `Defs/*.xml`); a field not listed here is named by its
//! paramdef name.

/// The words for an effect field of a param (`Bullet`, `sfxId_Hit` → "bullet hit").
pub fn field_label(param: &str, field: &str) -> String {
    // One spelling for the games' variants: `sfxId_Hit` (Elden Ring) and `sfxIdHit` (Dark
    // Souls 3), `residentSfxId_1`, `traceSfxId0`.
    let base: String = field
        .trim_end_matches(|c: char| c.is_ascii_digit() || c == '_')
        .chars()
        .filter(|&c| c != '_')
        .map(|c| c.to_ascii_lowercase())
        .collect();
    let words = match base.as_str() {
        "sfxidbullet" => "bullet",
        "sfxid" if param == "Bullet" => "bullet",
        "sfxidhit" => "bullet hit",
        "sfxidflick" => "bullet deflected",
        "sfxidforceerase" => "bullet erased",
        "midstsfxid" => "while active",
        "initsfxid" => "on start",
        "finishsfxid" => "on end",
        "castsfxid" | "castsfx" => "cast",
        "firesfxid" => "release",
        "effectsfxid" => "effect",
        "residentsfxid" => "on the weapon",
        "tracesfxid" => "blade trail",
        _ => return field.to_string(),
    };
    words.to_string()
}

/// The words for an animation event's effect (`SpawnOneShotFFX` → "animation effect").
pub fn event_label(event_name: &str) -> String {
    format!("animation {event_name}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbered_fields_share_their_words_and_unknown_fields_keep_their_name() {
        assert_eq!(field_label("Bullet", "sfxId_Hit"), "bullet hit");
        assert_eq!(
            field_label("EquipParamWeapon", "residentSfxId_3"),
            "on the weapon"
        );
        assert_eq!(field_label("AtkParam_Pc", "traceSfxId7"), "blade trail");
        assert_eq!(
            field_label("SpEffectVfxParam", "midstSfxId"),
            "while active"
        );
        assert_eq!(field_label("Bullet", "sfxIdHit"), "bullet hit");
        assert_eq!(field_label("Magic", "CastSfx2"), "cast");
        assert_eq!(field_label("FootSfxParam", "sfxId_05"), "sfxId_05");
    }
}
