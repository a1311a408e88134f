//! Named definitions of FXR action types: what each 4-byte field slot and each property of an
//! action means, per game.
//!
//! An FXR action (see `formats.md` §3) stores two untyped lists of 4-byte field slots
//! (`fields1`, `fields2`) and two lists of properties (`properties1`, `properties2`). Whether a
//! slot holds an `i32`, an `f32` or a boolean, what it is called, and which curve input
//! ("argument") a property is evaluated with, comes only from a per-action, per-game
//! definition. This module holds those definitions as static data, transcribed from the
//! facts in the EvenTorset/fxr library's `src/actions/<id>.yml` files at version 31.0.1
//! (February 2026, commit `6c6b361d`, named in [`ActionInfo::source`]) and its
//! `src/enums/*.yml`; `tools/fxr-actions/compare.py` checks the transcription against a
//! checkout of the library. The descriptions are ours. The DS3, ER and AC6 sample files and
//! the real-file corpus are checked against these tables in the tests.
//!
//! A field or property these tables once named otherwise keeps its earlier names
//! ([`FieldDef::former`], [`PropertyDef::former`]): looking it up by one still finds it, and
//! the inspector and `diff` show them (`totalEmissions (formerly totalIntervals)`).
//!
//! Layout of the data:
//!
//! | item | meaning |
//! |---|---|
//! | [`ActionInfo`] | one action type: id, name, [`ActionSlot`], and one [`ActionLayout`] per game (`None` where the game lacks it) |
//! | [`ActionLayout`] | the four lists of one (action, game); their lengths equal the counts that game's files store |
//! | [`FieldDef`] | one 4-byte slot. A vector field of N components (e.g. `bloomColor`) is N consecutive slots named `bloomColor.r`, `.g`, `.b`, `.a` (colours) or `.x`, `.y`, `.z`, `.w` (others), sharing `base` and counting `component` 0..N |
//! | [`PropertyDef`] | one property: component count 1..4, [`PropertyArgument`], default value |
//!
//! Slots that are an `int` field in one game and a property in another (DS3 stores the
//! texture id and blend mode of 600/603/606 as fields, later games as properties) have the
//! same name in both places.
//!
//! Games: the data covers Dark Souls III, Sekiro, Elden Ring, Armored Core VI and
//! Nightreign, each with the layouts the library gives it (Nightreign's often those of
//! another game: the library says which). [`definition`] returns `None` where the library
//! has no layout for the game.
//!
//! The tables (`actions/tables.rs`) are written by `tools/fxr-actions/gen.py` from
//! the condensed transcription in `tools/fxr-actions/spec/`. What the values mean for the
//! simulation and renderer (units, axes, colour terms, emitter timing) is in
//! `docs/fxr-actions.md`.

use super::Game;
use serde::Serialize;

/// How the 4 bytes of a field slot are to be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum SlotKind {
    /// Little-endian `i32` (ids, counts, enum values).
    Int,
    /// Little-endian `f32`.
    Float,
    /// `i32` that is 0 or 1.
    Bool,
}

/// A typed default value of a field slot.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub enum SlotValue {
    /// Default of an [`SlotKind::Int`] slot.
    Int(i32),
    /// Default of an [`SlotKind::Float`] slot.
    Float(f32),
    /// Default of an [`SlotKind::Bool`] slot.
    Bool(bool),
}

impl SlotValue {
    /// The raw 32-bit pattern this value is stored as.
    pub fn to_bits(self) -> u32 {
        match self {
            SlotValue::Int(v) => v as u32,
            SlotValue::Float(v) => v.to_bits(),
            SlotValue::Bool(v) => u32::from(v),
        }
    }

    /// Reads a raw slot as the given kind (a bool is any non-zero value).
    pub fn from_bits(kind: SlotKind, bits: u32) -> SlotValue {
        match kind {
            SlotKind::Int => SlotValue::Int(bits as i32),
            SlotKind::Float => SlotValue::Float(f32::from_bits(bits)),
            SlotKind::Bool => SlotValue::Bool(bits != 0),
        }
    }
}

/// One 4-byte field slot of an action.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct FieldDef {
    /// Unique name within its list; `base.r`-style for a component of a vector field.
    pub name: &'static str,
    /// The field's name without the component suffix (equal to `name` for scalars).
    pub base: &'static str,
    /// Which component of a vector field this slot is (0 for scalars).
    pub component: u8,
    /// How many consecutive slots the whole field takes (1 for scalars).
    pub components: u8,
    /// How the slot is read.
    pub kind: SlotKind,
    /// The library's default value.
    pub default: SlotValue,
    /// Name of the enum in this module that the integer value takes (e.g. `"BlendMode"`).
    pub enumeration: Option<&'static str>,
    /// The names these tables gave the field before (without component suffixes), newest
    /// last; looking a field up by one of them still finds it.
    pub former: &'static [&'static str],
    /// Whether the field is a colour, as the library marks it (`color:`).
    pub color: Option<ColorRole>,
    /// Whether the field is a size, distance, speed or other length, as the library marks it
    /// (`scale:`).
    pub scale: Option<ScaleRule>,
    /// Whether the field depends on time, as the library marks it (`time:`).
    pub time: Option<TimeRule>,
    /// Short description; empty when the slot's meaning is unknown.
    pub doc: &'static str,
}

impl FieldDef {
    /// What this slot's name adds to its field's: "" for a scalar, ".r" for a colour's red.
    pub fn suffix(&self) -> &'static str {
        self.name.get(self.base.len()..).unwrap_or("")
    }

    /// Whether `name` names this slot or the field it belongs to: its name (`bloomColor.g`),
    /// its field's base name (`bloomColor`), or either of those under a former name.
    pub fn answers_to(&self, name: &str) -> bool {
        let suffix = self.suffix();
        self.name == name
            || self.base == name
            || self
                .former
                .iter()
                .any(|f| *f == name || (!suffix.is_empty() && name.strip_prefix(f) == Some(suffix)))
    }

    /// This slot's former names, with its component suffix (`oldColor.r`).
    pub fn former_names(&self) -> Vec<String> {
        self.former
            .iter()
            .map(|f| format!("{f}{}", self.suffix()))
            .collect()
    }

    /// The name as shown to modders: `totalEmissions`, or `name (formerly a, b)`.
    pub fn label(&self) -> String {
        label(self.name, &self.former_names())
    }
}

impl PropertyDef {
    /// Whether `name` is this property's name or one of its former names.
    pub fn answers_to(&self, name: &str) -> bool {
        self.name == name || self.former.contains(&name)
    }

    /// This property's former names.
    pub fn former_names(&self) -> Vec<String> {
        self.former.iter().map(|f| f.to_string()).collect()
    }

    /// The name as shown to modders: `totalEmissions (formerly totalIntervals)`.
    pub fn label(&self) -> String {
        label(self.name, &self.former_names())
    }
}

/// `name`, followed by ` (formerly a, b)` when it had other names.
pub fn label(name: &str, former: &[String]) -> String {
    if former.is_empty() {
        name.to_string()
    } else {
        format!("{name} (formerly {})", former.join(", "))
    }
}

/// The input a property's curve is evaluated with. Fixed per property; the file does not
/// store it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub enum PropertyArgument {
    /// A constant 0: only the value at time 0 is used (library: `Constant0`, value 0).
    None = 0,
    /// Seconds since the particle was emitted (value 1).
    ParticleAge = 1,
    /// Seconds since the action became active, e.g. since the node's delay ended or its
    /// state switched configs (library: `ActiveTime`, earlier `EffectAge`; value 2).
    ActiveTime = 2,
    /// Seconds from the effect's creation to the particle's emission; constant per particle
    /// (value 3).
    EmissionTime = 3,
    /// An external value chosen by the game (value 4).
    ExternalValue = 4,
    /// Not documented by the library (unknown properties).
    Unknown = -1,
}

/// One property of an action.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct PropertyDef {
    /// Unique name within its list.
    pub name: &'static str,
    /// Number of components, 1..=4 (scalar, vec2, vec3, vec4).
    pub components: u8,
    /// What the curve is evaluated with.
    pub argument: PropertyArgument,
    /// The library's default value; components past `components` are 0.
    pub default: [f32; 4],
    /// Name of the enum in this module that the (integer-valued) property takes.
    pub enumeration: Option<&'static str>,
    /// The names these tables gave the property before, newest last; looking it up by one
    /// of them still finds it.
    pub former: &'static [&'static str],
    /// Whether the property is a colour, as the library marks it (`color:`).
    pub color: Option<ColorRole>,
    /// Whether the property is a size, distance, speed or other length, as the library marks
    /// it (`scale:`).
    pub scale: Option<ScaleRule>,
    /// Whether the property depends on time, as the library marks it (`time:`).
    pub time: Option<TimeRule>,
    /// Short description; empty when the property's meaning is unknown.
    pub doc: &'static str,
}

/// A colour field or property, as the library's action definitions mark it (`color: true` or
/// `color: primary` in `src/actions/<id>.yml`). An appearance's drawn colour is the product of
/// its colour terms; the library's colour helpers treat one of them as the draw's colour
/// (`Recolor.isPrimary`: "setting only color3 to the target color and the RGB values for the
/// rest of the properties to white will make the particle's final color match").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum ColorRole {
    /// `color: true`: one factor of the colour (color1, color2, bloomColor, a layer's colour).
    Factor,
    /// `color: primary`: the factor that stands for the draw's colour (color3 of most
    /// appearances, a light's diffuse and specular colours, a GPU particle's colour).
    Primary,
}

/// What the library's `scale()` does to a value (`scale:` in `src/actions/<id>.yml`, its
/// `ScaleCondition`). Its defaults scale [`ScaleRule::Always`], [`ScaleRule::InstanceSize`] and
/// [`ScaleRule::RawInstanceSize`]; view distances and the particle modifier's scale only when
/// asked (`ScaleOptions`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum ScaleRule {
    /// `scale: true`: a size of the effect's structure (offsets, speeds, emitter sizes,
    /// forces' volumes): always scaled.
    Always,
    /// `scale: instanceSize`: the size of what is drawn (a billboard's width, a light's
    /// radius); scaled unless the particle modifier's scale is scaled instead.
    InstanceSize,
    /// `scale: rawInstanceSize`: always scaled.
    RawInstanceSize,
    /// `scale: particleModifier`: the ParticleModifier's scale; scaled only in place of the
    /// instance sizes.
    ParticleModifier,
    /// `scale: distance`: a distance to the camera; scaled only with the view distances.
    Distance,
    /// `scale: distanceIfNotMinusOne`: as Distance, except the value -1 (no limit).
    DistanceIfNotMinusOne,
}

/// How the library's `scaleRateOfTime(r)` changes a value (`time:` in
/// `src/actions/<id>.yml`, its `TimeOperation`); `r` 2 plays twice as fast.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum TimeRule {
    /// `time: true` (Multiply): a rate (a speed, an angular speed, a UV scroll): times `r`.
    Rate,
    /// `time: inv` (Divide): a duration, delay or interval: divided by `r`.
    Duration,
    /// `time: invIfPositive`: a duration where 0 and below mean something else (-1: forever):
    /// divided by `r` when positive.
    DurationIfPositive,
    /// `time: sq` (Square): an acceleration: times `r²`.
    RateSquared,
    /// `time: tracerDuration`: a trail segment's lifetime, which the game's own rate of time
    /// does not change; the library divides it by `r` only when asked
    /// (`scaleTracerDuration`).
    TracerDuration,
}

/// The four lists of one action type in one game.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct ActionLayout {
    /// The `fieldCount1` slots.
    pub fields1: &'static [FieldDef],
    /// The `fieldCount2` slots.
    pub fields2: &'static [FieldDef],
    /// The `propCount1` properties.
    pub properties1: &'static [PropertyDef],
    /// The `propCount2` properties.
    pub properties2: &'static [PropertyDef],
    /// The Section10 lists (`section10Count`), each a list of `i32` values.
    pub section10s: &'static [Section10Def],
}

/// One Section10 list of an action: a counted list of `i32` values (e.g. the state → config
/// map of action 199).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Section10Def {
    /// Name of the list.
    pub name: &'static str,
    /// Short description.
    pub doc: &'static str,
}

/// The slot of a config (or the root node) an action type belongs in (library
/// `src/action_slots.yml`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum ActionSlot {
    /// Basic config slot 0.
    NodeAttributes,
    /// Basic config slot 1.
    NodeTransform,
    /// Basic config slot 2.
    NodeMovement,
    /// Basic config slot 3.
    NodeAudio,
    /// Basic config slot 4 (and the node emitter config's emitter).
    Emitter,
    /// Basic config slot 5.
    EmitterShape,
    /// Basic config slot 6.
    DirectionSpread,
    /// Basic config slot 7.
    ParticleModifier,
    /// Basic config slot 8.
    ParticleAttributes,
    /// Basic config slot 9.
    Appearance,
    /// Basic config slot 10.
    ParticleMovement,
    /// Basic config slot 11.
    EmissionAudio,
    /// Basic config slot 12 (action 130).
    Unknown130,
    /// Basic config slot 13.
    NodeForceMovement,
    /// Basic config slot 14.
    ParticleForceMovement,
    /// Proxy node's only action.
    SFXReference,
    /// Levels-of-detail config's action.
    LevelsOfDetailThresholds,
    /// Every non-root node's state → config map.
    StateConfigMap,
    /// Node emitter config: which child nodes to emit.
    NodeSelector,
    /// Root node: how the effect ends (ER and later).
    Termination,
    /// Root node action 10100.
    Unknown10100,
    /// Root node action 10400.
    Unknown10400,
    /// Root node action 10500.
    Unknown10500,
}

/// One known action type.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct ActionInfo {
    /// The action type id stored in the file.
    pub id: u16,
    /// The library's name for it.
    pub name: &'static str,
    /// Where it goes.
    pub slot: Option<ActionSlot>,
    /// Short description.
    pub doc: &'static str,
    /// Which library file (and snapshot) the facts come from.
    pub source: &'static str,
    /// Layout per game, indexed by [`Game::table_index`] (the order of [`Game::WITH_TABLES`]);
    /// `None` where the game lacks the action or its layout is not known.
    pub layouts: [Option<&'static ActionLayout>; 5],
}

/// The definition of one action type in one game, as returned by [`definition`].
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct ActionDef {
    /// The action type id.
    pub id: u16,
    /// The library's name.
    pub name: &'static str,
    /// Where it goes.
    pub slot: Option<ActionSlot>,
    /// The game this layout is for (Elden Ring's for a file of unknown game).
    pub game: Game,
    /// The `fieldCount1` slots.
    pub fields1: &'static [FieldDef],
    /// The `fieldCount2` slots.
    pub fields2: &'static [FieldDef],
    /// The `propCount1` properties.
    pub properties1: &'static [PropertyDef],
    /// The `propCount2` properties.
    pub properties2: &'static [PropertyDef],
    /// The Section10 lists.
    pub section10s: &'static [Section10Def],
    /// Short description of the action.
    pub doc: &'static str,
}

/// Finds the slot named `name`, or the first slot of the vector field whose base name is
/// `name`; former names count too.
fn find_field(list: &[FieldDef], name: &str) -> Option<usize> {
    list.iter().position(|f| f.answers_to(name))
}

impl ActionDef {
    /// Index of the `fields1` slot called `name` (a vector field's name gives its first slot).
    pub fn field1_index(&self, name: &str) -> Option<usize> {
        find_field(self.fields1, name)
    }

    /// Index of the `fields2` slot called `name` (a vector field's name gives its first slot).
    pub fn field2_index(&self, name: &str) -> Option<usize> {
        find_field(self.fields2, name)
    }

    /// Index of the `properties1` entry called `name` (or formerly called so).
    pub fn property1_index(&self, name: &str) -> Option<usize> {
        self.properties1.iter().position(|p| p.answers_to(name))
    }

    /// Index of the `properties2` entry called `name` (or formerly called so).
    pub fn property2_index(&self, name: &str) -> Option<usize> {
        self.properties2.iter().position(|p| p.answers_to(name))
    }

    /// Where a named value lives in this game: a field slot or a property, in list 1 or 2.
    /// Useful for values such as `texture` that are a field in DS3 and a property later. A
    /// name the tables gave the value before finds it too (no former name is another
    /// value's name in the same layout; the tests check).
    pub fn locate(&self, name: &str) -> Option<Location> {
        if let Some(i) = self.field1_index(name) {
            return Some(Location::Field1(i));
        }
        if let Some(i) = self.field2_index(name) {
            return Some(Location::Field2(i));
        }
        if let Some(i) = self.property1_index(name) {
            return Some(Location::Property1(i));
        }
        self.property2_index(name).map(Location::Property2)
    }

    /// The names the value at `location` had before (empty when never renamed).
    pub fn former_names(&self, location: Location) -> Vec<String> {
        match location {
            Location::Field1(i) => self.fields1.get(i).map(FieldDef::former_names),
            Location::Field2(i) => self.fields2.get(i).map(FieldDef::former_names),
            Location::Property1(i) => self.properties1.get(i).map(PropertyDef::former_names),
            Location::Property2(i) => self.properties2.get(i).map(PropertyDef::former_names),
        }
        .unwrap_or_default()
    }
}

/// Where a named value of an action lives (see [`ActionDef::locate`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Location {
    /// Index into `fields1`.
    Field1(usize),
    /// Index into `fields2`.
    Field2(usize),
    /// Index into `properties1`.
    Property1(usize),
    /// Index into `properties2`.
    Property2(usize),
}

/// The info of an action type regardless of game, or `None` if unknown.
pub fn action_info(action_type: u16) -> Option<&'static ActionInfo> {
    ACTIONS
        .binary_search_by_key(&action_type, |a| a.id)
        .ok()
        .and_then(|i| ACTIONS.get(i))
}

/// The definition of `action_type` in `game`, or `None` if the type is unknown or the game
/// does not have it. A version 5 file of unknown game is read with Elden Ring's layouts
/// ([`Game::table_index`]).
pub fn definition(action_type: u16, game: Game) -> Option<ActionDef> {
    let info = action_info(action_type)?;
    let index = game.table_index();
    let layout = (*info.layouts.get(index)?)?;
    Some(ActionDef {
        id: info.id,
        name: info.name,
        slot: info.slot,
        game: Game::WITH_TABLES[index],
        fields1: layout.fields1,
        fields2: layout.fields2,
        properties1: layout.properties1,
        properties2: layout.properties2,
        section10s: layout.section10s,
        doc: info.doc,
    })
}

/// The definition an action record of a file of `game` is read with: [`definition`], or for
/// a LightShaft (10003) in a later game's file, Sekiro's. The library lists 10003 for Dark
/// Souls 3 and Sekiro only ("does not seem to work at all in Elden Ring"), yet a file may
/// hold one, and its record is read with the newest layout known.
pub fn definition_for_file(action_type: i16, game: Game) -> Option<ActionDef> {
    let id = u16::try_from(action_type).ok()?;
    definition(id, game).or_else(|| {
        (action_type == ids::LIGHT_SHAFT)
            .then(|| definition(id, Game::Sekiro))
            .flatten()
    })
}

/// The id of the action type the library calls `name`, if known.
pub fn action_id(name: &str) -> Option<u16> {
    ACTIONS.iter().find(|a| a.name == name).map(|a| a.id)
}

/// Defines a fieldless enum with explicit values and a checked conversion from the raw value.
macro_rules! value_enum {
    ($(#[$meta:meta])* $name:ident : $repr:ty { $($(#[$vmeta:meta])* $variant:ident = $value:expr,)* }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
        #[repr($repr)]
        pub enum $name {
            $($(#[$vmeta])* $variant = $value,)*
        }

        impl $name {
            /// The enum member with this stored value, or `None` for a value the library does
            /// not name.
            pub fn from_raw(value: $repr) -> Option<Self> {
                match value {
                    $(v if v == $value => Some(Self::$variant),)*
                    _ => None,
                }
            }

            /// The stored value.
            pub fn raw(self) -> $repr {
                self as $repr
            }
        }
    };
}

value_enum! {
    /// How a particle is blended over what is behind it (library `BlendMode.yml`). Stored in
    /// an int field (DS3) or as a constant float property (`as i32`).
    BlendMode: i32 {
        /// Looks like [`BlendMode::Add`].
        Unk0 = 0,
        /// Replaces the background, ignoring alpha.
        Source = 1,
        /// Ordinary alpha blending ("source over").
        Normal = 2,
        /// Multiplies the background, ignoring alpha.
        Multiply = 3,
        /// Adds colour × clamped alpha to the background.
        Add = 4,
        /// Subtracts colour × clamped alpha from the background.
        Subtract = 5,
        /// Looks like [`BlendMode::Normal`].
        Unk6 = 6,
        /// Looks like [`BlendMode::Add`] (once called "Screen").
        Unk7 = 7,
    }
}

value_enum! {
    /// Which way a flat particle faces (library `OrientationMode.yml`).
    OrientationMode: i32 {
        /// Faces world south (south is -Z; see `docs/fxr-actions.md`).
        South = 0,
        /// Parallel to the camera's image plane.
        CameraPlane = 1,
        /// Faces the parent node's -Z direction.
        LocalSouth = 2,
        /// Faces world south, with a different projection.
        UnkSouth = 3,
        /// Turns towards the camera about the world Y axis only.
        GlobalYaw = 4,
        /// Faces world east.
        East = 5,
        /// Turns towards the camera's position (not its image plane).
        Camera = 6,
        /// Turns towards the camera about the parent node's Y axis only.
        LocalYaw = 7,
        /// Seen in one Elden Ring file; untested.
        Unk11 = 11,
    }
}

value_enum! {
    /// Orientation of Model (605) particles (library `ModelOrientationMode.yml`).
    ModelOrientationMode: i32 {
        /// Faces world north.
        North = 0,
        /// Faces away from the camera plane, the way the camera looks.
        CameraPlane = 1,
        /// Faces the particle's direction of travel.
        ParticleDirection = 2,
        /// Turns towards the camera about the world X axis.
        GlobalPitch = 3,
        /// Turns towards the camera about the world Y axis.
        GlobalYaw = 4,
        /// Looks like [`ModelOrientationMode::GlobalPitch`].
        UnkGlobalPitch = 5,
    }
}

value_enum! {
    /// Orientation of rich model (10015) particles (library `RichModelOrientationMode.yml`).
    RichModelOrientationMode: i32 {
        /// Faces world north.
        North = 0,
        /// Faces away from the camera plane.
        CameraPlane = 1,
        /// Faces the direction of travel.
        ParticleDirection = 2,
        /// Looks like [`RichModelOrientationMode::North`].
        UnkNorth = 3,
        /// Turns towards the camera about the world Y axis.
        GlobalYaw = 4,
    }
}

value_enum! {
    /// How a trail's cross-section is oriented (606, 10012; library
    /// `TracerOrientationMode.yml`).
    TracerOrientationMode: i32 {
        /// Perpendicular to the direction of travel and to the view direction.
        Travel = 0,
        /// Along the emitting node's local Z axis.
        LocalZ = 1,
        /// Along the world vertical axis.
        Vertical = 2,
        /// Along the world X axis.
        GlobalX = 3,
        /// Two trails, `Vertical` and `GlobalX`, forming a cross.
        Cross = 4,
        /// Along the world diagonal (1, 1, 1).
        Diagonal = 5,
    }
}

value_enum! {
    /// How particles are lit (library `LightingMode.yml`; other values occur in game files).
    LightingMode: i32 {
        /// Lit, sometimes with an extra light.
        UnkMinus2 = -2,
        /// Not affected by light.
        Unlit = -1,
        /// Lit like ordinary objects.
        Lit = 0,
    }
}

value_enum! {
    /// What a node or particle follows (library `AttachMode.yml`).
    AttachMode: i32 {
        /// Fully detached: stays where it was created.
        None = 0,
        /// Moves and turns with the parent node.
        Parent = 1,
        /// Moves and turns with the attachment point (dummy poly), ignoring the parent.
        DummyPoly = 2,
        /// Moves with the parent node but does not turn with it.
        ParentTranslation = 3,
        /// Moves with the dummy poly but does not turn with it.
        DummyPolyTranslation = 4,
    }
}

value_enum! {
    /// The kind of distortion of a 607 particle (library `DistortionMode.yml`).
    DistortionMode: i32 {
        /// Animated swirl; speed from the `stirSpeed` property.
        Stir = 0,
        /// Offsets the background by the normal map.
        NormalMap = 1,
        /// Twists the centre while the edges stay.
        Twist = 2,
        /// Looks like [`DistortionMode::NormalMap`].
        Unk3 = 3,
        /// Squeezes the view towards a corner.
        Unk4 = 4,
    }
}

value_enum! {
    /// The shape of a 607 particle (library `DistortionShape.yml`).
    DistortionShape: i32 {
        /// Flat rectangle.
        Rectangle = 0,
        /// Half ellipsoid.
        Hemiellipsoid = 1,
        /// Ellipsoid.
        Ellipsoid = 2,
    }
}

value_enum! {
    /// Emitter shape of the GPU particle actions 10000/10001/10008/10009 (library
    /// `EmitterShape.yml`; not the emitter shape actions 400–405).
    EmitterShape: i32 {
        /// A line.
        Line = 0,
        /// A box; differs from `Box2` in how the distribution field acts.
        Box = 1,
        /// A box; see `Box`.
        Box2 = 2,
        /// Looks like [`EmitterShape::Line`].
        Unk3 = 3,
        /// A cylinder.
        Cylinder = 4,
        /// Seen in one Sekiro file (library changelog 20.0.0).
        Unk5 = 5,
    }
}

value_enum! {
    /// The volume a force action acts in (library `ForceVolumeShape.yml`).
    ForceVolumeShape: i32 {
        /// Everywhere.
        Boundless = 0,
        /// A sphere.
        Sphere = 1,
        /// A box.
        Box = 2,
        /// A cylinder.
        Cylinder = 3,
        /// A square prism.
        SquarePrism = 4,
    }
}

value_enum! {
    /// An emitted particle's initial direction (library `InitialDirection.yml`). World up is
    /// +Y and north is +Z.
    InitialDirection: i32 {
        /// Decided by the emitter shape (see `docs/fxr-actions.md`).
        Emitter = 0,
        /// World +Y.
        Up = 1,
        /// World -Y.
        Down = 2,
        /// World +Z.
        North = 3,
        /// Local +Y.
        LocalUp = 4,
        /// Local -Y.
        LocalDown = 5,
        /// Local +Z.
        LocalNorth = 6,
    }
}

value_enum! {
    /// Which way lens flare offsets point (action 10014; library `ReflectionMode.yml`).
    ReflectionMode: i32 {
        /// No offset: flares at the source.
        None = 0,
        /// The source's screen position mirrored through the screen centre.
        Radial = 1,
        /// The source's screen position mirrored horizontally.
        Horizontal = 2,
    }
}

// The tables are generated (tools/fxr-actions/gen.py) into their own file, which rustfmt
// leaves as written: one entry per line keeps them readable.
#[rustfmt::skip]
mod tables;

pub use tables::{ACTIONS, ids};

#[cfg(test)]
mod tests {
    use super::*;

    /// The marks transcribed from the library's `color:`, `scale:` and `time:` keys
    /// (`src/actions/603.yml`, `128.yml`, `604.yml`, `10000.yml`).
    #[test]
    fn colour_scale_and_time_marks_follow_the_library() {
        let billboard = definition(603, Game::EldenRing).unwrap();
        let prop = |def: &ActionDef, name: &str| {
            def.properties1
                .iter()
                .chain(def.properties2)
                .find(|p| p.name == name)
                .copied()
                .unwrap()
        };
        assert_eq!(prop(&billboard, "color3").color, Some(ColorRole::Primary));
        assert_eq!(prop(&billboard, "color1").color, Some(ColorRole::Factor));
        assert_eq!(
            prop(&billboard, "width").scale,
            Some(ScaleRule::InstanceSize)
        );
        assert_eq!(prop(&billboard, "angularSpeedZ").time, Some(TimeRule::Rate));
        assert_eq!(prop(&billboard, "rgbMultiplier").color, None);
        let bloom: Vec<_> = billboard
            .fields2
            .iter()
            .filter(|f| f.base == "bloomColor")
            .collect();
        assert_eq!(bloom.len(), 4);
        assert!(bloom.iter().all(|f| f.color == Some(ColorRole::Factor)));
        let attributes = definition(128, Game::EldenRing).unwrap();
        let delay = attributes
            .fields1
            .iter()
            .find(|f| f.name == "delay")
            .unwrap();
        assert_eq!(delay.time, Some(TimeRule::Duration));
        assert_eq!(
            prop(&attributes, "duration").time,
            Some(TimeRule::DurationIfPositive)
        );
        let layers = definition(604, Game::EldenRing).unwrap();
        for name in ["layer1Color", "layer2Color", "layer3Color"] {
            assert_eq!(prop(&layers, name).color, Some(ColorRole::Factor), "{name}");
        }
        let gpu = definition(10000, Game::EldenRing).unwrap();
        let duration = gpu
            .fields1
            .iter()
            .find(|f| f.name == "particleDuration")
            .unwrap();
        assert_eq!(
            (duration.kind, duration.time),
            (SlotKind::Int, Some(TimeRule::Duration))
        );
    }

    /// A version 5 file of unknown game reads Elden Ring's layouts, and says so.
    #[test]
    fn unknown_game_reads_elden_rings_tables() {
        let unknown = definition(603, Game::Unknown).unwrap();
        let er = definition(603, Game::EldenRing).unwrap();
        assert_eq!(unknown, er);
        assert_eq!(unknown.game, Game::EldenRing);
        for (index, game) in Game::WITH_TABLES.iter().enumerate() {
            assert_eq!(game.table_index(), index);
        }
    }
    use crate::testutil::sample;

    fn def(id: u16, game: Game) -> ActionDef {
        definition(id, game).unwrap_or_else(|| panic!("no definition of {id} for {game:?}"))
    }

    /// (id, fields1, fields2, properties1, properties2) for Sekiro and for Elden Ring, from
    /// formats.md §3 (lengths stated there) and the ER sample f000523390.fxr.
    const APPEARANCE_LENGTHS: &[(u16, [usize; 4], [usize; 4])] = &[
        (600, [3, 39, 6, 7], [5, 40, 6, 7]),
        (601, [1, 40, 8, 7], [3, 40, 8, 7]),
        (602, [1, 40, 10, 7], [3, 40, 10, 7]),
        (603, [18, 45, 25, 7], [18, 45, 25, 7]),
        (604, [14, 42, 42, 7], [17, 46, 42, 7]),
        (605, [17, 38, 27, 7], [20, 38, 27, 7]),
        (606, [14, 39, 16, 7], [17, 40, 16, 7]),
        (607, [12, 39, 17, 7], [14, 39, 17, 9]),
        (608, [3, 31, 10, 7], [5, 31, 10, 7]),
        (609, [2, 29, 10, 5], [2, 33, 10, 5]),
    ];

    fn lengths(d: &ActionDef) -> [usize; 4] {
        [
            d.fields1.len(),
            d.fields2.len(),
            d.properties1.len(),
            d.properties2.len(),
        ]
    }

    #[test]
    fn appearance_lengths_match_formats_md() {
        for &(id, sdt, er) in APPEARANCE_LENGTHS {
            assert_eq!(lengths(&def(id, Game::Sekiro)), sdt, "{id} Sekiro");
            assert_eq!(lengths(&def(id, Game::EldenRing)), er, "{id} Elden Ring");
        }
    }

    #[test]
    fn billboard_slots_land_where_formats_md_says() {
        let d = def(603, Game::EldenRing);
        assert_eq!(d.name, "BillboardEx");
        assert_eq!(d.slot, Some(ActionSlot::Appearance));
        assert_eq!(d.property1_index("texture"), Some(0));
        assert_eq!(d.property1_index("blendMode"), Some(1));
        assert_eq!(d.properties1[1].enumeration, Some("BlendMode"));
        assert_eq!(d.properties1[1].default[0], BlendMode::Normal.raw() as f32);
        assert_eq!(d.field1_index("orientation"), Some(0));
        assert_eq!(d.field1_index("columns"), Some(6));
        assert_eq!(d.field1_index("totalFrames"), Some(7));
        assert_eq!(d.field1_index("depthBlend"), Some(12));
        assert_eq!(d.field1_index("octagonal"), Some(13));
        assert_eq!(d.field2_index("bloom"), Some(4));
        assert_eq!(d.fields2[4].kind, SlotKind::Bool);
        assert_eq!(d.field2_index("bloomColor"), Some(5));
        for (i, c) in ["r", "g", "b", "a"].iter().enumerate() {
            let name = format!("bloomColor.{c}");
            assert_eq!(d.field2_index(&name), Some(5 + i));
            assert_eq!(d.fields2[5 + i].base, "bloomColor");
            assert_eq!(usize::from(d.fields2[5 + i].component), i);
            assert_eq!(d.fields2[5 + i].components, 4);
        }
        assert_eq!(
            d.fields2[8].default,
            SlotValue::Float(0.0),
            "bloomColor alpha defaults to 0"
        );
        for (i, n) in (10..=13).enumerate() {
            assert_eq!(d.field2_index(&format!("unk_ds3_f2_{n}")), Some(10 + i));
        }
        assert_eq!(d.field2_index("minFadeDistance"), Some(14));
        assert_eq!(d.field2_index("maxDistanceThreshold"), Some(19));
        assert_eq!(d.field2_index("unkDepthBlend1"), Some(25));
        assert_eq!(d.field2_index("premultiplyAlpha"), Some(27));
        assert_eq!(d.field2_index("shadowDarkness"), Some(30));
        assert_eq!(d.field2_index("unkHideIndoors"), Some(31));
        assert_eq!(d.field2_index("specular"), Some(33));
        assert_eq!(d.field2_index("glossiness"), Some(34));
        assert_eq!(d.field2_index("lighting"), Some(35));
        assert_eq!(d.field2_index("specularity"), Some(38));
        assert_eq!(d.property1_index("color1"), Some(7));
        assert_eq!(d.property1_index("color2"), Some(8));
        assert_eq!(d.property1_index("color3"), Some(9));
        assert_eq!(d.properties1[8].argument, PropertyArgument::EmissionTime);
        assert_eq!(d.properties1[7].argument, PropertyArgument::ParticleAge);
        assert_eq!(d.property1_index("frameIndex"), Some(21));
        assert_eq!(d.property2_index("rgbMultiplier"), Some(0));
        assert_eq!(d.properties2[0].argument, PropertyArgument::ActiveTime);
        assert_eq!(d.property2_index("alphaThreshold"), Some(6));
        assert_eq!(d.field1_index("no such field"), None);
    }

    #[test]
    fn multi_texture_slots_land_where_formats_md_says() {
        let d = def(604, Game::EldenRing);
        assert_eq!(d.field1_index("layer1"), Some(1));
        assert_eq!(d.field1_index("layer2"), Some(2));
        assert_eq!(d.field1_index("layer3"), Some(3));
        assert_eq!(d.field1_index("columns"), Some(6));
        assert_eq!(d.field1_index("totalFrames"), Some(7));
        assert_eq!(d.field1_index("depthBlend"), Some(11));
        assert_eq!(d.property1_index("blendMode"), Some(0));
        assert_eq!(d.property1_index("color1"), Some(15));
        assert_eq!(d.property1_index("layer1Color"), Some(18));
        assert_eq!(d.property1_index("layer2Color"), Some(19));
        assert_eq!(d.property1_index("layer3Color"), Some(20));
        assert_eq!(d.property1_index("alphaFadeThreshold"), Some(21));
        let mut i = 24;
        for layer in 1..=3 {
            for part in ["SpeedU", "SpeedV", "OffsetU", "OffsetV", "ScaleU", "ScaleV"] {
                assert_eq!(d.property1_index(&format!("layer{layer}{part}")), Some(i));
                i += 1;
            }
        }
        assert_eq!(i, 42);
        assert_eq!(d.field2_index("premultiplyAlpha"), Some(27));
    }

    #[test]
    fn ds3_keeps_texture_and_blend_mode_in_fields() {
        let d = def(603, Game::DarkSouls3);
        assert_eq!(d.locate("texture"), Some(Location::Field1(1)));
        assert_eq!(d.locate("blendMode"), Some(Location::Field1(3)));
        assert_eq!(d.fields1[3].enumeration, Some("BlendMode"));
        let d = def(603, Game::Sekiro);
        assert_eq!(d.locate("texture"), Some(Location::Property1(0)));
    }

    #[test]
    fn unknown_ids_and_games_without_data_give_none() {
        assert!(definition(9999, Game::EldenRing).is_none());
        assert!(definition(0, Game::EldenRing).is_none());
        assert!(action_info(65535).is_none());
        assert!(
            definition(800, Game::Nightreign).is_none(),
            "the library gives ParticleForceCollision to AC6 alone"
        );
        assert!(definition(10003, Game::Nightreign).is_none());
        assert_eq!(
            definition(75, Game::Nightreign).map(|d| d.fields1.len()),
            Some(3)
        );
        assert_eq!(action_id("BillboardEx"), Some(603));
        assert_eq!(action_id("NoSuchAction"), None);
    }

    #[test]
    fn tracer_gpu_and_light_slots() {
        let d = def(10012, Game::EldenRing);
        assert_eq!(d.property1_index("texture"), Some(0));
        assert_eq!(d.property1_index("blendMode"), Some(1));
        assert_eq!(d.properties1[6].name, "color1");
        assert_eq!(d.field1_index("segmentInterval"), Some(2));
        for id in [10000, 10001] {
            let d = def(id, Game::EldenRing);
            assert_eq!(d.field1_index("texture"), Some(1), "{id}");
            assert_eq!(
                d.fields1[d.field1_index("blendMode").unwrap()].enumeration,
                Some("BlendMode")
            );
            assert_eq!(d.field1_index("emitterSize"), Some(6));
            assert_eq!(
                d.fields1[6..9].iter().map(|f| f.name).collect::<Vec<_>>(),
                ["emitterSize.x", "emitterSize.y", "emitterSize.z"]
            );
            assert_eq!(
                d.properties1[d.property1_index("color").unwrap()].components,
                4
            );
        }
        assert!(
            definition(10001, Game::DarkSouls3).is_none(),
            "10001 is not in DS3"
        );
        let d = def(10008, Game::ArmoredCore6);
        assert_eq!(d.field1_index("texture"), Some(0));
        assert_eq!(
            d.fields1[d.field1_index("blendMode").unwrap()].default,
            SlotValue::Int(BlendMode::Add.raw())
        );
        // Nightreign adds one trailing fields2 slot to the point light.
        let er = def(609, Game::EldenRing);
        let nr = def(609, Game::Nightreign);
        assert_eq!((er.fields2.len(), nr.fields2.len()), (33, 34));
        assert_eq!(nr.field2_index("adaptationExponent"), Some(28));
        assert_eq!(def(11000, Game::Nightreign).fields1.len(), 29);
        assert_eq!(
            def(10500, Game::ArmoredCore6).fields1[7].kind,
            SlotKind::Float
        );
        assert_eq!(def(10500, Game::EldenRing).fields1[7].kind, SlotKind::Int);
        assert_eq!(
            def(10500, Game::Sekiro).locate("rateOfTime"),
            Some(Location::Field1(10))
        );
        assert_eq!(
            def(10500, Game::EldenRing).locate("rateOfTime"),
            Some(Location::Property1(0))
        );
    }

    #[test]
    fn emitter_ids_and_slots() {
        assert_eq!(def(300, Game::EldenRing).name, "PeriodicEmitter");
        assert_eq!(def(301, Game::EldenRing).name, "EqualDistanceEmitter");
        assert_eq!(def(399, Game::EldenRing).name, "OneTimeEmitter");
        let d = def(300, Game::EldenRing);
        assert_eq!(d.slot, Some(ActionSlot::Emitter));
        assert_eq!(
            d.properties1.iter().map(|p| p.name).collect::<Vec<_>>(),
            ["interval", "perEmission", "totalEmissions", "maxConcurrent"]
        );
        assert!(
            d.properties1
                .iter()
                .all(|p| p.argument == PropertyArgument::ActiveTime)
        );
        assert_eq!(
            def(300, Game::DarkSouls3).locate("maxConcurrent"),
            Some(Location::Field1(0))
        );
        assert!(
            definition(405, Game::DarkSouls3).is_none(),
            "no cylinder emitter in DS3"
        );
        assert_eq!(def(199, Game::EldenRing).section10s.len(), 1);
        assert_eq!(def(128, Game::EldenRing).field1_index("delay"), Some(0));
        assert_eq!(
            def(128, Game::EldenRing).fields1[2].enumeration,
            Some("AttachMode")
        );
        for id in [700, 701, 702] {
            assert!(
                definition(id, Game::Sekiro).is_none() && definition(id, Game::EldenRing).is_some()
            );
        }
    }

    /// Library 31.0.1 names slots the March 2025 snapshot left unnamed or named otherwise;
    /// the earlier names still find them.
    #[test]
    fn renamed_slots_keep_their_former_names() {
        let d = def(300, Game::EldenRing);
        assert_eq!(d.locate("totalIntervals"), d.locate("totalEmissions"));
        assert_eq!(d.locate("perInterval"), Some(Location::Property1(1)));
        assert_eq!(
            d.properties1[2].label(),
            "totalEmissions (formerly totalIntervals)"
        );
        assert_eq!(
            d.former_names(Location::Property1(2)),
            ["totalIntervals".to_string()]
        );
        for (id, index, former) in [(603, 5, "unk_ds3_f1_7"), (604, 5, "unk_ds3_f1_6")] {
            let d = def(id, Game::EldenRing);
            let f = d.fields1[index];
            assert_eq!(
                (f.name, f.kind),
                ("scaleBeforeRotation", SlotKind::Bool),
                "{id}"
            );
            assert_eq!(f.default, SlotValue::Bool(true));
            assert_eq!(d.field1_index(former), Some(index), "{id}");
            assert_eq!(
                f.label(),
                format!("scaleBeforeRotation (formerly {former})")
            );
        }
        let d = def(10015, Game::EldenRing);
        assert_eq!(d.properties1[21].name, "offsetU");
        assert_eq!(d.property1_index("uOffset"), Some(21));
        assert_eq!(d.property1_index("vSpeedMultiplier"), Some(26));
        assert_eq!(d.locate("unk_er_f1_7"), d.locate("dither"));
        let d = def(10012, Game::EldenRing);
        for (name, former) in [
            ("dynamicOpacity", "unk_sdt_f1_14"),
            ("varianceU", "unk_sdt_f1_17"),
            ("premultiplyAlpha", "unk_ds3_f2_27"),
        ] {
            assert!(d.locate(name).is_some(), "{name}");
            assert_eq!(d.locate(former), d.locate(name), "{former}");
        }
        assert_eq!(
            d.fields2[d.field2_index("premultiplyAlpha").unwrap()].kind,
            SlotKind::Bool
        );
        assert_eq!(
            def(15, Game::EldenRing).field1_index("unk_er_f1_0"),
            Some(0)
        );
        assert_eq!(
            def(10013, Game::EldenRing).fields1[2].label(),
            "size (formerly scale)"
        );
        // A name never used finds nothing, and a current name carries no "formerly".
        assert_eq!(d.locate("no such field"), None);
        assert_eq!(def(603, Game::EldenRing).fields2[4].label(), "bloom");
    }

    /// Nightreign's own layouts, not Elden Ring's: its RichModel packs the UV properties into
    /// vectors as Armored Core 6 does and adds 20 fields1, 20 properties1 and 4 section 10
    /// lists; its fields1[25] is a float (Elden Ring's unk_er_f1_25 is an int).
    #[test]
    fn nightreign_has_its_own_rich_model() {
        let er = def(10015, Game::EldenRing);
        let nr = def(10015, Game::Nightreign);
        assert_eq!(lengths(&er), [26, 38, 27, 7]);
        assert_eq!(lengths(&nr), [55, 38, 44, 7]);
        assert_eq!(nr.section10s.len(), 4);
        assert_eq!(
            (er.fields1[25].name, er.fields1[25].kind),
            ("unk_er_f1_25", SlotKind::Int)
        );
        assert_eq!(
            (nr.fields1[25].name, nr.fields1[25].kind),
            ("unk_ac6_f1_25", SlotKind::Float)
        );
        assert_eq!(
            nr.properties1[21..24]
                .iter()
                .map(|p| (p.name, p.components))
                .collect::<Vec<_>>(),
            [("offsetUV", 2), ("speedUV", 2), ("speedMultiplierUV", 2)]
        );
        // Where the library says Nightreign uses another game's layout, it is that one.
        assert_eq!(
            def(603, Game::Nightreign).fields1,
            def(603, Game::Sekiro).fields1
        );
        assert_eq!(
            def(10012, Game::Nightreign).fields2,
            def(10012, Game::ArmoredCore6).fields2
        );
        assert_eq!(def(10500, Game::Nightreign).fields1.len(), 11);
    }

    /// The library names two of Dark Souls 3's GPUStandardParticle fields2 slots
    /// `unk_ds3_f2_28`; ours keeps them apart.
    #[test]
    fn dark_souls_3_gpu_particle_slots_stay_distinct() {
        let d = def(10000, Game::DarkSouls3);
        let names: Vec<&str> = d.fields2[27..].iter().map(|f| f.name).collect();
        assert_eq!(names, ["unk_ds3_f2_27", "unk_ds3_f2_28", "unk_ds3_f2_29"]);
    }

    #[test]
    fn every_list_is_well_formed() {
        let mut prev = None;
        for info in ACTIONS {
            assert!(
                prev < Some(info.id),
                "ACTIONS must be sorted and unique at {}",
                info.id
            );
            prev = Some(info.id);
            assert!(
                info.layouts.iter().any(Option::is_some),
                "{} has no game",
                info.id
            );
            for layout in info.layouts.iter().flatten() {
                for fields in [layout.fields1, layout.fields2] {
                    let mut names = std::collections::HashSet::new();
                    let mut i = 0;
                    while let Some(f) = fields.get(i) {
                        assert!(
                            names.insert(f.name),
                            "{}: duplicate field {}",
                            info.id,
                            f.name
                        );
                        assert_eq!(
                            f.component, 0,
                            "{}: {} must start its vector",
                            info.id, f.name
                        );
                        let n = usize::from(f.components);
                        assert!((1..=4).contains(&n));
                        for c in 0..n {
                            let g = fields.get(i + c).expect("vector runs past the list");
                            assert_eq!((g.base, usize::from(g.component)), (f.base, c));
                            assert!(names.insert(g.name) || c == 0);
                        }
                        if n == 1 {
                            assert_eq!(f.name, f.base);
                        }
                        let kind_of_default = match f.default {
                            SlotValue::Int(_) => SlotKind::Int,
                            SlotValue::Float(_) => SlotKind::Float,
                            SlotValue::Bool(_) => SlotKind::Bool,
                        };
                        assert_eq!(kind_of_default, f.kind, "{}: {}", info.id, f.name);
                        i += n;
                    }
                }
                let current: std::collections::HashSet<&str> = layout
                    .fields1
                    .iter()
                    .chain(layout.fields2)
                    .flat_map(|f| [f.name, f.base])
                    .chain(
                        layout
                            .properties1
                            .iter()
                            .chain(layout.properties2)
                            .map(|p| p.name),
                    )
                    .collect();
                let former = layout
                    .fields1
                    .iter()
                    .chain(layout.fields2)
                    .flat_map(FieldDef::former_names)
                    .chain(
                        layout
                            .properties1
                            .iter()
                            .chain(layout.properties2)
                            .flat_map(PropertyDef::former_names),
                    );
                for name in former {
                    assert!(
                        !current.contains(name.as_str()),
                        "{}: former name {name} is a current one",
                        info.id
                    );
                }
                for props in [layout.properties1, layout.properties2] {
                    let mut names = std::collections::HashSet::new();
                    for p in props {
                        assert!(
                            names.insert(p.name),
                            "{}: duplicate property {}",
                            info.id,
                            p.name
                        );
                        assert!((1..=4).contains(&p.components));
                        assert!(
                            p.default[usize::from(p.components)..]
                                .iter()
                                .all(|&v| v == 0.0)
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn enums_convert_both_ways() {
        assert_eq!(BlendMode::from_raw(4), Some(BlendMode::Add));
        assert_eq!(BlendMode::from_raw(8), None);
        assert_eq!(OrientationMode::from_raw(11), Some(OrientationMode::Unk11));
        assert_eq!(OrientationMode::from_raw(8), None);
        assert_eq!(LightingMode::from_raw(-1), Some(LightingMode::Unlit));
        assert_eq!(AttachMode::DummyPolyTranslation.raw(), 4);
        assert_eq!(
            InitialDirection::from_raw(6),
            Some(InitialDirection::LocalNorth)
        );
        assert_eq!(
            SlotValue::from_bits(SlotKind::Float, 1.5f32.to_bits()),
            SlotValue::Float(1.5)
        );
        assert_eq!(SlotValue::Int(-2).to_bits(), 0xFFFF_FFFE);
    }

    /// What one action record of a real file stores: type, the four counts, and the value
    /// type (component count) of each of its properties.
    #[derive(Debug)]
    struct SampleAction {
        kind: u16,
        counts: [usize; 4],
        section10s: usize,
        property_components: Vec<u8>,
        /// The raw fields1 slots followed by the fields2 slots.
        fields: Vec<u32>,
    }

    fn le_u32(data: &[u8], at: usize) -> u32 {
        let b: [u8; 4] = data[at..at + 4].try_into().unwrap();
        u32::from_le_bytes(b)
    }

    /// A tiny reader of the action table of an FXR (v4 or v5), for these tests only: the
    /// header's action list at 0x38, 0x40-byte action records, 0x28-byte properties.
    fn sample_actions(data: &[u8]) -> Vec<SampleAction> {
        assert_eq!(&data[..4], b"FXR\0");
        let offset = le_u32(data, 0x38) as usize;
        let count = le_u32(data, 0x3C) as usize;
        (0..count)
            .map(|i| {
                let at = offset + i * 0x40;
                let kind = u16::from_le_bytes([data[at], data[at + 1]]);
                let count_at = |o: usize| le_u32(data, at + o) as usize;
                let (f1, s10, p1, f2, p2) = (
                    count_at(0x08),
                    count_at(0x0C),
                    count_at(0x10),
                    count_at(0x14),
                    count_at(0x1C),
                );
                let props_at = le_u32(data, at + 0x30) as usize;
                let property_components = (0..p1 + p2)
                    .map(|k| (data[props_at + k * 0x28] & 3) + 1)
                    .collect();
                let fields_at = le_u32(data, at + 0x20) as usize;
                let fields = (0..f1 + f2)
                    .map(|k| le_u32(data, fields_at + 4 * k))
                    .collect();
                SampleAction {
                    fields,
                    kind,
                    counts: [f1, f2, p1, p2],
                    section10s: s10,
                    property_components,
                }
            })
            .collect()
    }

    /// Whether a raw slot plausibly holds a value of `kind`: bools are 0 or 1; ints are not
    /// float bit patterns (|value| < 2^24); floats are finite and not denormal (an int such as
    /// 1 read as a float is denormal).
    fn value_fits_kind(kind: SlotKind, raw: u32) -> bool {
        match kind {
            SlotKind::Bool => raw <= 1,
            SlotKind::Int => (raw as i32).unsigned_abs() < (1 << 24),
            SlotKind::Float => {
                let v = f32::from_bits(raw);
                v == 0.0 || (v.is_finite() && v.is_normal())
            }
        }
    }

    /// Checks every action of a real file against the definitions: the four counts, the
    /// section10 count, each property's component count and that each field slot's raw value
    /// fits its kind. Actions listed in `one_short_fields2` are allowed to lack the last
    /// fields2 slot. Returns how many actions were checked.
    fn check_sample(path: &str, game: Game, one_short_fields2: &[u16]) -> Option<usize> {
        let data = sample(path)?;
        let mut checked = 0;
        for a in sample_actions(&data) {
            if a.kind == 0 {
                continue;
            }
            let d = definition(a.kind, game).unwrap_or_else(|| {
                panic!("{path}: action {} has no definition for {game:?}", a.kind)
            });
            let mut expected = lengths(&d);
            if one_short_fields2.contains(&a.kind) {
                expected[1] -= 1;
            }
            assert_eq!(
                a.counts, expected,
                "{path}: counts of action {} ({})",
                a.kind, d.name
            );
            assert_eq!(
                a.section10s,
                d.section10s.len(),
                "{path}: section10 count of {}",
                a.kind
            );
            let defined: Vec<u8> = d
                .properties1
                .iter()
                .chain(d.properties2)
                .map(|p| p.components)
                .collect();
            assert_eq!(
                a.property_components, defined,
                "{path}: property types of {} ({})",
                a.kind, d.name
            );
            for (slot, &raw) in d.fields1.iter().chain(d.fields2).zip(&a.fields) {
                assert!(
                    value_fits_kind(slot.kind, raw),
                    "{path}: action {} slot {} is {:?} but holds {raw:#010x}",
                    a.kind,
                    slot.name,
                    slot.kind
                );
            }
            checked += 1;
        }
        Some(checked)
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn elden_ring_sample_matches_definitions() {
        if let Some(n) = check_sample("er/f000523390.fxr", Game::EldenRing, &[]) {
            assert_eq!(n, 120, "180 actions of which 60 are empty slots");
        }
    }

    /// The AC6 sample is an AC6 file (its 10500 `initialSimulationTime` holds a float, as the
    /// library says AC6 does), but 603/604/605 store the Elden Ring fields2 count: they lack
    /// the one trailing slot (`unk_ac6_f2_45`/`_46`/`_38`) the library gives AC6. Either that
    /// slot is newer than this file or the library is wrong; the test pins what the file holds.
    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn armored_core_6_sample_matches_definitions() {
        if let Some(n) = check_sample("ac6/f006081003.fxr", Game::ArmoredCore6, &[603, 604, 605]) {
            assert_eq!(n, 107);
        }
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn dark_souls_3_sample_matches_definitions() {
        if let Some(n) = check_sample("ds3/f000032210.fxr", Game::DarkSouls3, &[]) {
            assert_eq!(n, 154);
        }
    }
}
