//! Names the user may add where the game's own texts have none. Nothing of this data is
//! shipped: the user gives the files.
//!
//! - **Paramdex `Names/`** (soulsmods/Paramdex, `<GAME>/Names/<Param>.txt`): one row a line,
//!   the row id, a space, the name (`4000 Glintstone Pebble`). The file's stem is the param.
//! - **Smithbox aliases** (`Assets/Aliases/<GAME>/`): JSON arrays of `{"ID", "Name",
//!   "Tags"}`, either a file per kind (`Particles.json`: effect ids; `Characters.json`:
//!   `c0000` ids) or one `Aliases.json` object holding those arrays under `"Particles"`,
//!   `"Characters"` and other keys (the others are not read).

use std::collections::HashMap;

/// The community names given, by what they name.
#[derive(Debug, Default, Clone)]
pub struct CommunityNames {
    rows: HashMap<String, HashMap<i32, String>>,
    effects: HashMap<i32, String>,
    characters: HashMap<String, String>,
}

/// One Smithbox alias entry.
#[derive(serde::Deserialize)]
struct Alias {
    #[serde(rename = "ID")]
    id: String,
    #[serde(rename = "Name")]
    name: String,
}

/// A Smithbox alias file: one array, or an object of arrays by kind.
#[derive(serde::Deserialize)]
#[serde(untagged)]
enum AliasFile {
    List(Vec<Alias>),
    ByKind(HashMap<String, serde_json::Value>),
}

impl CommunityNames {
    /// Adds a Paramdex names file of `param` (its lines `ID NAME`); lines that are not an id
    /// and a name are skipped. Returns how many names it added.
    pub fn add_paramdex_names(&mut self, param: &str, text: &str) -> usize {
        let names = self.rows.entry(param.to_string()).or_default();
        let mut added = 0;
        for line in text.lines() {
            let Some((id, name)) = line.trim().split_once(char::is_whitespace) else {
                continue;
            };
            let (Ok(id), name) = (id.parse::<i32>(), name.trim()) else {
                continue;
            };
            if !name.is_empty() {
                names.insert(id, name.to_string());
                added += 1;
            }
        }
        added
    }

    /// Adds a Smithbox alias file (`file` is its name: `Particles.json`, `Characters.json`,
    /// `Aliases.json`). Returns how many names it added, or why the JSON is not an alias file.
    pub fn add_smithbox_aliases(&mut self, file: &str, text: &str) -> Result<usize, String> {
        let parsed: AliasFile = serde_json::from_str(text).map_err(|e| {
            format!(
                "line {}, column {}: expected a Smithbox alias file (a list of {{\"ID\", \"Name\"}}, or an object of such lists): {e}",
                e.line(),
                e.column()
            )
        })?;
        Ok(match parsed {
            AliasFile::List(list) => {
                let kind = if file.to_ascii_lowercase().contains("character") {
                    "Characters"
                } else {
                    "Particles"
                };
                self.add_aliases(kind, list)
            }
            AliasFile::ByKind(kinds) => {
                let mut added = 0;
                for kind in ["Particles", "Characters"] {
                    if let Some(value) = kinds.get(kind) {
                        let list: Vec<Alias> = serde_json::from_value(value.clone())
                            .map_err(|e| format!("\"{kind}\": expected a list of aliases: {e}"))?;
                        added += self.add_aliases(kind, list);
                    }
                }
                added
            }
        })
    }

    fn add_aliases(&mut self, kind: &str, list: Vec<Alias>) -> usize {
        let mut added = 0;
        for alias in list.into_iter().filter(|a| !a.name.trim().is_empty()) {
            let name = alias.name.trim().to_string();
            if kind == "Characters" {
                self.characters.insert(alias.id.trim().to_string(), name);
                added += 1;
            } else if let Ok(id) = alias.id.trim().parse::<i32>() {
                self.effects.insert(id, name);
                added += 1;
            }
        }
        added
    }

    /// The community name of a param's row.
    pub fn row(&self, param: &str, id: i32) -> Option<&str> {
        self.rows.get(param)?.get(&id).map(String::as_str)
    }

    /// The community name of an effect.
    pub fn effect(&self, id: i32) -> Option<&str> {
        self.effects.get(&id).map(String::as_str)
    }

    /// The community name of a character (`c3000`).
    pub fn character(&self, id: &str) -> Option<&str> {
        self.characters.get(id).map(String::as_str)
    }

    /// Every community effect name: (effect id, name).
    pub fn effects(&self) -> impl Iterator<Item = (i32, &str)> {
        self.effects.iter().map(|(id, n)| (*id, n.as_str()))
    }

    /// Every community row name: (param, row id, name).
    pub fn rows(&self) -> impl Iterator<Item = (&str, i32, &str)> {
        self.rows.iter().flat_map(|(p, names)| {
            names
                .iter()
                .map(move |(id, n)| (p.as_str(), *id, n.as_str()))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paramdex_lines_and_both_smithbox_shapes_are_read() {
        let mut names = CommunityNames::default();
        let added = names.add_paramdex_names(
            "Magic",
            "4000 Glintstone Pebble\n\n4001\nx Bad\n-1 None row\n",
        );
        assert_eq!(added, 2);
        assert_eq!(names.row("Magic", 4000), Some("Glintstone Pebble"));
        assert_eq!(names.row("Magic", -1), Some("None row"));
        let particles = r#"[{"ID": "808004", "Name": "Wind (Strong)", "Tags": ["fxr"]}]"#;
        assert_eq!(
            names.add_smithbox_aliases("Particles.json", particles),
            Ok(1)
        );
        assert_eq!(names.effect(808004), Some("Wind (Strong)"));
        let all = r#"{"Assets": [], "Characters": [{"ID": "c3000", "Name": "Exile Soldier", "Tags": []}]}"#;
        assert_eq!(names.add_smithbox_aliases("Aliases.json", all), Ok(1));
        assert_eq!(names.character("c3000"), Some("Exile Soldier"));
        let bad = names.add_smithbox_aliases("Particles.json", "{\"Particles\": 3}");
        assert!(bad.unwrap_err().contains("\"Particles\""));
        assert!(names.add_smithbox_aliases("x.json", "[1, 2").is_err());
    }
}
