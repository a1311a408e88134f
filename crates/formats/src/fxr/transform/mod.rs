//! Changes across a whole effect: recolour, scale, and stretch in time. Which values each
//! one touches comes only from the action definitions' marks, transcribed from the `fxr`
//! library's `src/actions/<id>.yml` (`color:`, `scale:`, `time:`; [`actions::ColorRole`],
//! [`actions::ScaleRule`], [`actions::TimeRule`]), never from the values themselves:
//!
//! - [`recolor`]: every field and property marked `color` (constants, keyframed curves,
//!   multi-texture layers' colours, bloom colours, light colours, the particle modifier's
//!   colour, the factor of an external-value modifier), through [`Recolor`]'s palette, hue
//!   shift and saturation (HSV, as the library's `Recolor` helpers), and its brightness
//!   factor on the primary colours only (an appearance's colour is the product of its colour
//!   terms; scaling each would scale the product once per term).
//! - [`scale`]: every value marked `scale`, as the library's `DataAction.scale` with its
//!   default options (structure and instance sizes; view distances and the particle
//!   modifier's scale when [`ScaleOptions`] asks).
//! - [`time_scale`]: durations, delays and intervals times the factor, rates divided by it,
//!   accelerations by its square (the library's `scaleRateOfTime` with rate `1 / factor`),
//!   the time axis of every curve whose argument is a time (particle age, active time,
//!   emission time), and the literal a state's condition compares with the state's time.
//!
//! Every word a transform does not change keeps its bits (values are written only when their
//! `f32` differs, see [`values`]), so identity parameters give the original file back byte
//! for byte. What a transform cannot change (an action without a definition, a property
//! whose function is unknown) is left as it is and listed in the [`Report`]. The rules, with
//! their sources, are in docs/editing.md.

mod color;
mod values;

use super::actions::{
    self, ActionDef, ColorRole, FieldDef, PropertyArgument, PropertyDef, ScaleRule, SlotKind,
    TimeRule,
};
use super::property::Property;
use super::{Action, Field, Fxr, Game, Node, Operand};
use color::ColorMap;

/// Why a transform was refused: its parameters (the effect is not touched).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum TransformError {
    /// A factor that is not a finite number above 0.
    #[error("{what}: expected a finite number above 0, found {value}")]
    Factor {
        /// Which factor.
        what: &'static str,
        /// The value given.
        value: f64,
    },
    /// A parameter's text does not parse.
    #[error("{what}: expected {expected}, found {found:?}")]
    Parse {
        /// What was being read.
        what: String,
        /// What was expected.
        expected: String,
        /// The text found.
        found: String,
    },
}

/// What [`recolor`] does to each colour (see the module's doc). Parsed from
/// `hue=30,saturation=1.2,brightness=0.9,palette=#ff8000/#2040ff` (any subset).
#[derive(Debug, Clone, PartialEq)]
pub struct Recolor {
    /// Degrees added to every colour's hue.
    pub hue: f32,
    /// Factor on every colour's saturation (the result is kept within 0..=1).
    pub saturation: f32,
    /// Factor on the red, green and blue of the primary colours.
    pub brightness: f32,
    /// Colours (RGB, 0..=1) whose hues replace each colour's own: a colour takes the hue of
    /// the palette colour nearest to its own around the hue circle (its saturation and
    /// brightness kept); greys stay grey. Empty: no palette.
    pub palette: Vec<[f32; 3]>,
}

impl Default for Recolor {
    /// The identity: hue 0, saturation 1, brightness 1, no palette.
    fn default() -> Self {
        Recolor {
            hue: 0.0,
            saturation: 1.0,
            brightness: 1.0,
            palette: Vec::new(),
        }
    }
}

impl std::str::FromStr for Recolor {
    type Err = TransformError;

    /// `KEY=VALUE` pairs separated by commas: `hue` (degrees), `saturation`, `brightness`
    /// (factors), `palette` (`#RRGGBB` colours separated by `/`).
    fn from_str(text: &str) -> Result<Self, TransformError> {
        let mut out = Recolor::default();
        for pair in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (key, value) = pair.split_once('=').ok_or_else(|| TransformError::Parse {
                what: "recolor".into(),
                expected: "KEY=VALUE (hue, saturation, brightness, palette)".into(),
                found: pair.to_string(),
            })?;
            let number = || parse_number(key, value);
            match key.trim() {
                "hue" => out.hue = number()?,
                "saturation" => out.saturation = number()?,
                "brightness" => out.brightness = number()?,
                "palette" => {
                    out.palette = value
                        .split('/')
                        .map(|c| color::parse_hex(c.trim()))
                        .collect::<Result<_, _>>()?
                }
                other => {
                    return Err(TransformError::Parse {
                        what: "recolor".into(),
                        expected: "hue, saturation, brightness or palette".into(),
                        found: other.to_string(),
                    });
                }
            }
        }
        Ok(out)
    }
}

/// A finite number.
fn parse_number(key: &str, value: &str) -> Result<f32, TransformError> {
    value
        .trim()
        .parse::<f32>()
        .ok()
        .filter(|v| v.is_finite())
        .ok_or_else(|| TransformError::Parse {
            what: key.trim().to_string(),
            expected: "a finite number".into(),
            found: value.to_string(),
        })
}

/// Which marked values [`scale`] changes besides the library's defaults (`scale: true`,
/// `instanceSize`, `rawInstanceSize`): the library's `ScaleOptions`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ScaleOptions {
    /// Also the distances to the camera (`scale: distance`, `distanceIfNotMinusOne`: the
    /// appearances' fade and cut-off distances, levels of detail): the library's
    /// `scaleViewDistance`.
    pub view_distance: bool,
    /// The ParticleModifier's scale (`scale: particleModifier`) instead of the appearances'
    /// instance sizes (`instanceSize`): the library's `scaleParticleModifier`.
    pub particle_modifier: bool,
}

/// What [`time_scale`] changes besides its rules: the library's `scaleRateOfTime` options.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TimeScaleOptions {
    /// Also the trail segments' lifetimes (`time: tracerDuration`), which the game's own rate
    /// of time leaves alone: the library's `scaleTracerDuration`.
    pub tracer_durations: bool,
}

/// What a transform changed, and what it left as it is.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
pub struct Report {
    /// Field words changed (a colour field is four).
    pub fields: usize,
    /// Properties changed.
    pub properties: usize,
    /// State conditions changed.
    pub conditions: usize,
    /// Values left as they are, each with why.
    pub left: Vec<LeftAsIs>,
}

/// A value a transform could not change.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct LeftAsIs {
    /// Its path, as `fxr-view diff` prints it.
    pub path: String,
    /// Why it was left.
    pub why: String,
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} properties, {} field words and {} conditions changed",
            self.properties, self.fields, self.conditions
        )?;
        if !self.left.is_empty() {
            write!(f, "; {} left as they are", self.left.len())?;
        }
        Ok(())
    }
}

/// Recolours every colour field and property (see the module's doc and [`Recolor`]).
pub fn recolor(fxr: &mut Fxr, recolor: &Recolor) -> Result<Report, TransformError> {
    if !(recolor.saturation.is_finite() && recolor.saturation >= 0.0) {
        return Err(TransformError::Factor {
            what: "saturation",
            value: f64::from(recolor.saturation),
        });
    }
    positive("brightness", recolor.brightness)?;
    let palette_hues = recolor
        .palette
        .iter()
        .map(|&rgb| {
            color::palette_hue(rgb).ok_or_else(|| TransformError::Parse {
                what: "palette colour".into(),
                expected: "a colour with a hue (not a grey)".into(),
                found: format!("{rgb:?}"),
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let map = ColorMap {
        hue: f64::from(recolor.hue),
        saturation: f64::from(recolor.saturation),
        brightness: f64::from(recolor.brightness),
        palette_hues,
    };
    let mut report = Report::default();
    walk(fxr, &mut report, &mut |action, def, place, report| {
        recolor_action(action, def, &map, place, report)
    });
    Ok(report)
}

/// Multiplies every length the definitions mark (see the module's doc and [`ScaleOptions`]).
pub fn scale(fxr: &mut Fxr, factor: f32, options: &ScaleOptions) -> Result<Report, TransformError> {
    let factor = positive("scale", factor)?;
    let mut report = Report::default();
    walk(fxr, &mut report, &mut |action, def, place, report| {
        scale_action(action, def, factor, options, place, report)
    });
    Ok(report)
}

/// Makes the effect last `factor` times as long (see the module's doc and
/// [`TimeScaleOptions`]): 2 plays it at half speed.
pub fn time_scale(
    fxr: &mut Fxr,
    factor: f32,
    options: &TimeScaleOptions,
) -> Result<Report, TransformError> {
    let factor = positive("time scale", factor)?;
    let mut report = Report {
        conditions: scale_state_times(fxr, factor),
        ..Report::default()
    };
    walk(fxr, &mut report, &mut |action, def, place, report| {
        time_scale_action(action, def, factor, options, place, report)
    });
    Ok(report)
}

/// A factor as `f64`, or why it cannot be one.
fn positive(what: &'static str, value: f32) -> Result<f64, TransformError> {
    let value = f64::from(value);
    if value.is_finite() && value > 0.0 {
        Ok(value)
    } else {
        Err(TransformError::Factor { what, value })
    }
}

/// Where an action is, to name its values in the report as `diff` does.
struct Place {
    path: String,
    /// The effect's game (how its properties store their second type enum).
    game: Game,
}

impl Place {
    fn value(&self, name: &str) -> String {
        format!("{}.{name}", self.path)
    }
}

/// What a transform does to one action with its definition.
type ActionVisit<'a> = dyn FnMut(&mut Action, &ActionDef, &Place, &mut Report) + 'a;

/// Calls `visit` for every action of the effect that has a definition for its game; the
/// others (type 0, the empty slot, aside) are listed as left.
fn walk(fxr: &mut Fxr, report: &mut Report, visit: &mut ActionVisit<'_>) {
    let game = fxr.game;
    walk_node(&mut fxr.root, "root", game, report, visit);
}

fn walk_node(
    node: &mut Node,
    path: &str,
    game: Game,
    report: &mut Report,
    visit: &mut ActionVisit<'_>,
) {
    let here = format!("node {path}");
    walk_actions(&mut node.actions, &here, game, report, visit);
    for (i, config) in node.configs.iter_mut().enumerate() {
        let config_path = format!("{here} config[{i}]");
        walk_actions(&mut config.actions, &config_path, game, report, visit);
    }
    for (i, child) in node.children.iter_mut().enumerate() {
        let child_path = if path == "root" {
            i.to_string()
        } else {
            format!("{path}/{i}")
        };
        walk_node(child, &child_path, game, report, visit);
    }
}

fn walk_actions(
    list: &mut [Action],
    path: &str,
    game: Game,
    report: &mut Report,
    visit: &mut ActionVisit<'_>,
) {
    let mut seen: std::collections::HashMap<i16, usize> = std::collections::HashMap::new();
    for action in list {
        let before = seen.entry(action.action_type).or_insert(0);
        let occurrence = *before;
        *before += 1;
        let def = actions::definition_for_file(action.action_type, game);
        let name = def.as_ref().map_or_else(
            || format!("Unknown{}", action.action_type),
            |d| d.name.to_string(),
        );
        let suffix = if occurrence > 0 {
            format!(" #{}", occurrence + 1)
        } else {
            String::new()
        };
        let place = Place {
            path: format!("{path} action[{} {name}{suffix}]", action.action_type),
            game,
        };
        match def {
            Some(def) => visit(action, &def, &place, report),
            None if action.action_type == 0 => {}
            None => report.left.push(LeftAsIs {
                path: place.path,
                why: format!(
                    "no definition of action {} for {game:?}",
                    action.action_type
                ),
            }),
        }
    }
}

/// Each marked field (a vector field once, at its first slot) with its slot index in the
/// list, for one of the two lists.
fn marked_fields<'d>(
    defs: &'d [FieldDef],
    marked: impl Fn(&FieldDef) -> bool + 'd,
) -> impl Iterator<Item = (usize, &'d FieldDef)> + 'd {
    defs.iter()
        .enumerate()
        .filter(move |(_, d)| d.component == 0 && marked(d))
}

/// Both field lists of an action with their definitions.
fn field_lists<'a>(
    action: &'a mut Action,
    def: &ActionDef,
) -> [(&'a mut Vec<Field>, &'static [FieldDef]); 2] {
    [
        (&mut action.fields1, def.fields1),
        (&mut action.fields2, def.fields2),
    ]
}

/// Both property lists of an action with their definitions.
fn property_lists<'a>(
    action: &'a mut Action,
    def: &ActionDef,
) -> [(&'a mut Vec<Property>, &'static [PropertyDef]); 2] {
    [
        (&mut action.properties1, def.properties1),
        (&mut action.properties2, def.properties2),
    ]
}

/// Counts a property's outcome in the report.
fn count_property(outcome: Result<bool, values::Unsupported>, path: String, report: &mut Report) {
    match outcome {
        Ok(true) => report.properties += 1,
        Ok(false) => {}
        Err(why) => report.left.push(LeftAsIs {
            path,
            why: why.to_string(),
        }),
    }
}

/// [`recolor`] on one action.
fn recolor_action(
    action: &mut Action,
    def: &ActionDef,
    map: &ColorMap,
    place: &Place,
    report: &mut Report,
) {
    recolor_fields(action, def, map, report);
    recolor_properties(action, def, map, place, report);
}

/// The colour fields of an action (each a vector field: three or four float slots).
fn recolor_fields(action: &mut Action, def: &ActionDef, map: &ColorMap, report: &mut Report) {
    for (words, defs) in field_lists(action, def) {
        for (index, field) in marked_fields(defs, |d| d.color.is_some()) {
            let primary = field.color == Some(ColorRole::Primary);
            let components = usize::from(field.components).min(4);
            let Some(slots) = words.get_mut(index..index + components) else {
                continue;
            };
            if field.kind != SlotKind::Float || components < 3 {
                continue;
            }
            let old: [f64; 4] =
                std::array::from_fn(|i| slots.get(i).map_or(1.0, |w| f64::from(w.as_f32())));
            let new = map.apply(old, primary);
            for (slot, value) in slots.iter_mut().zip(new) {
                report.fields += usize::from(values::set_float(slot, value));
            }
        }
    }
}

/// The colour properties of an action, and their external values' factors.
fn recolor_properties(
    action: &mut Action,
    def: &ActionDef,
    map: &ColorMap,
    place: &Place,
    report: &mut Report,
) {
    for (properties, defs) in property_lists(action, def) {
        for (property, d) in properties.iter_mut().zip(defs) {
            let Some(role) = d.color else { continue };
            let primary = role == ColorRole::Primary;
            let brightness = if primary { map.brightness } else { 1.0 };
            let value = values::map_colors(
                property,
                &|c| map.apply(c, primary),
                &|v, s| map.apply_to_slope(v, s, primary),
                brightness,
                place.game,
            );
            let outcome = both(value, recolor_factors(property, map, place.game));
            count_property(outcome, place.value(d.name), report);
        }
    }
}

/// The factor of each external-value modifier of a colour property recoloured: it multiplies
/// the colour, so the library's `recolorProperty` recolours it too; without the brightness
/// factor, which the property's own value carries.
fn recolor_factors(
    property: &mut Property,
    map: &ColorMap,
    game: Game,
) -> Result<bool, values::Unsupported> {
    let mut changed = Ok(false);
    for modifier in &mut property.modifiers {
        if modifier.factor().is_none() {
            continue;
        }
        if let Some(factor) = modifier.properties.first_mut() {
            let outcome = values::map_colors(
                factor,
                &|c| map.apply(c, false),
                &|v, s| map.apply_to_slope(v, s, false),
                1.0,
                game,
            );
            changed = both(changed, outcome);
        }
    }
    changed
}

/// Two outcomes as one: changed if either changed, the first reason if either failed.
fn both(
    a: Result<bool, values::Unsupported>,
    b: Result<bool, values::Unsupported>,
) -> Result<bool, values::Unsupported> {
    match (a, b) {
        (Ok(a), Ok(b)) => Ok(a | b),
        (Err(e), _) | (_, Err(e)) => Err(e),
    }
}

/// Whether [`scale`] changes a value with this mark (the library's `DataAction.scale`).
fn scales(rule: ScaleRule, options: &ScaleOptions) -> bool {
    match rule {
        ScaleRule::Always | ScaleRule::RawInstanceSize => true,
        ScaleRule::InstanceSize => !options.particle_modifier,
        ScaleRule::ParticleModifier => options.particle_modifier,
        ScaleRule::Distance | ScaleRule::DistanceIfNotMinusOne => options.view_distance,
    }
}

/// [`scale`] on one action.
fn scale_action(
    action: &mut Action,
    def: &ActionDef,
    factor: f64,
    options: &ScaleOptions,
    place: &Place,
    report: &mut Report,
) {
    let rule_of = |scale: Option<ScaleRule>| scale.filter(|r| scales(*r, options));
    for (words, defs) in field_lists(action, def) {
        for (slot, d) in words.iter_mut().zip(defs) {
            let Some(rule) = rule_of(d.scale) else {
                continue;
            };
            let minus_one = match d.kind {
                SlotKind::Float => slot.as_f32() == -1.0,
                _ => slot.as_i32() == -1,
            };
            let keep = rule == ScaleRule::DistanceIfNotMinusOne && minus_one;
            if !keep {
                report.fields += usize::from(scale_field(slot, d.kind, factor));
            }
        }
    }
    for (properties, defs) in property_lists(action, def) {
        for (property, d) in properties.iter_mut().zip(defs) {
            let Some(rule) = rule_of(d.scale) else {
                continue;
            };
            if rule == ScaleRule::DistanceIfNotMinusOne
                && values::value_at_zero(property) == Some(-1.0)
            {
                continue;
            }
            let outcome = values::scale_property(property, factor, place.game);
            count_property(outcome, place.value(d.name), report);
        }
    }
}

/// Multiplies a field of the given kind (booleans are never scaled).
fn scale_field(slot: &mut Field, kind: SlotKind, factor: f64) -> bool {
    match kind {
        SlotKind::Float => values::scale_float(slot, factor),
        SlotKind::Int => values::scale_int(slot, factor),
        SlotKind::Bool => false,
    }
}

/// The factor a value with this time mark is multiplied by when the effect lasts `factor`
/// times as long (the library's `scaleRateOfTime` at rate `1 / factor`); `None`: unchanged.
/// `positive`: whether the value (at argument 0) is above 0.
fn time_factor(
    rule: TimeRule,
    factor: f64,
    positive: bool,
    options: &TimeScaleOptions,
) -> Option<f64> {
    match rule {
        TimeRule::Rate => Some(1.0 / factor),
        TimeRule::Duration => Some(factor),
        TimeRule::DurationIfPositive => positive.then_some(factor),
        TimeRule::RateSquared => Some(1.0 / (factor * factor)),
        TimeRule::TracerDuration => options.tracer_durations.then_some(factor),
    }
}

/// Whether a property's argument is a time, so that its curve's axis is one.
fn is_time(argument: PropertyArgument) -> bool {
    matches!(
        argument,
        PropertyArgument::ParticleAge
            | PropertyArgument::ActiveTime
            | PropertyArgument::EmissionTime
    )
}

/// [`time_scale`] on one action.
fn time_scale_action(
    action: &mut Action,
    def: &ActionDef,
    factor: f64,
    options: &TimeScaleOptions,
    place: &Place,
    report: &mut Report,
) {
    for (words, defs) in field_lists(action, def) {
        for (slot, d) in words.iter_mut().zip(defs) {
            let Some(rule) = d.time else { continue };
            let positive = match d.kind {
                SlotKind::Int => slot.as_i32() > 0,
                _ => slot.as_f32() > 0.0,
            };
            if let Some(k) = time_factor(rule, factor, positive, options) {
                report.fields += usize::from(scale_field(slot, d.kind, k));
            }
        }
    }
    for (properties, defs) in property_lists(action, def) {
        for (property, d) in properties.iter_mut().zip(defs) {
            let path = place.value(d.name);
            let mut changed = Ok(false);
            if let Some(rule) = d.time {
                let positive = values::value_at_zero(property).is_some_and(|v| v > 0.0);
                if let Some(k) = time_factor(rule, factor, positive, options) {
                    changed = values::scale_property(property, k, place.game);
                }
            }
            if is_time(d.argument) {
                changed = both(changed, values::scale_time_axis(property, factor));
            } else if d.argument == PropertyArgument::Unknown && is_keyframed(property) {
                report.left.push(LeftAsIs {
                    path: path.clone(),
                    why: "a curve whose argument the definitions do not give: its time axis \
                          is kept"
                        .into(),
                });
            }
            count_property(changed, path, report);
        }
    }
}

/// Whether a property has keyframes (a curve over its argument).
fn is_keyframed(property: &Property) -> bool {
    use super::property::PropertyFunction as F;
    !matches!(property.function, F::Zero | F::One | F::Constant)
}

/// Multiplies the literal of every condition that compares the state's time with a literal
/// (the library's `FXR.scaleRateOfTime`); returns how many changed.
fn scale_state_times(fxr: &mut Fxr, factor: f64) -> usize {
    let mut changed = 0;
    for condition in fxr.states.iter_mut().flat_map(|s| s.conditions.iter_mut()) {
        let literal = match (&mut condition.left, &mut condition.right) {
            (Operand::StateTime, Operand::Literal(v))
            | (Operand::Literal(v), Operand::StateTime) => v,
            _ => continue,
        };
        let new = (f64::from(*literal) * factor) as f32;
        if literal.is_finite() && new != *literal {
            *literal = new;
            changed += 1;
        }
    }
    changed
}
