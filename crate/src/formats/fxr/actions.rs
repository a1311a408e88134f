//! Named definitions of FXR action types: what each 4-byte field slot and each property of an
//! action means, per game.
//!
//! An FXR action (see `formats.md` §3) stores two untyped lists of 4-byte field slots
//! (`fields1`, `fields2`) and two lists of properties (`properties1`, `properties2`). Whether a
//! slot holds an `i32`, an `f32` or a boolean, what it is called, and which curve input
//! ("argument") a property is evaluated with, comes only from a per-action, per-game
//! definition. This module holds those definitions as static data, transcribed from the
//! facts in the EvenTorset/fxr library's `src/actions/<id>.yml` files (snapshot `8a1d835a`,
//! March 2025) and its `src/enums/*.yml`; a few slot names follow the newer names quoted in
//! `formats.md` §3 (each such rename is noted in the field's `doc`). The descriptions are ours.
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
//! Games: the data covers Dark Souls III, Sekiro, Elden Ring and Armored Core VI.
//! [`ActionGame::Nightreign`] exists so callers can name it, but the stored library snapshot
//! has no Nightreign data, so [`definition`] returns `None` for it.
//!
//! The tables between the GENERATED markers are written by `tools/fxr-actions/gen.py` from
//! the condensed transcription in `tools/fxr-actions/spec/`.

use serde::Serialize;

/// A game whose FXR files the definitions describe.
///
/// Named `ActionGame` so it does not clash with the tree module's own game type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum ActionGame {
    /// Dark Souls III (FXR version 4).
    DarkSouls3 = 0,
    /// Sekiro: Shadows Die Twice (FXR version 5).
    Sekiro = 1,
    /// Elden Ring (FXR version 5).
    EldenRing = 2,
    /// Armored Core VI (FXR version 5).
    ArmoredCore6 = 3,
    /// Elden Ring Nightreign (FXR version 5, header flag 1). No definitions are known yet.
    Nightreign = 4,
}

impl ActionGame {
    /// The games the definitions cover, in the order of [`ActionInfo::layouts`].
    pub const COVERED: [ActionGame; 4] = [
        ActionGame::DarkSouls3,
        ActionGame::Sekiro,
        ActionGame::EldenRing,
        ActionGame::ArmoredCore6,
    ];

    /// Index into [`ActionInfo::layouts`], or `None` for a game without data.
    fn layout_index(self) -> Option<usize> {
        match self {
            ActionGame::DarkSouls3 => Some(0),
            ActionGame::Sekiro => Some(1),
            ActionGame::EldenRing => Some(2),
            ActionGame::ArmoredCore6 => Some(3),
            ActionGame::Nightreign => None,
        }
    }
}

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
    /// Short description; empty when the slot's meaning is unknown.
    pub doc: &'static str,
}

/// The input a property's curve is evaluated with. Fixed per property; the file does not
/// store it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
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
    /// Short description; empty when the property's meaning is unknown.
    pub doc: &'static str,
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
    /// Layout per game in the order of [`ActionGame::COVERED`]; `None` where the game lacks
    /// the action.
    pub layouts: [Option<&'static ActionLayout>; 4],
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
    /// The game this layout is for.
    pub game: ActionGame,
    /// The `fieldCount1` slots.
    pub fields1: &'static [FieldDef],
    /// The `fieldCount2` slots.
    pub fields2: &'static [FieldDef],
    /// The `propCount1` properties.
    pub properties1: &'static [PropertyDef],
    /// The `propCount2` properties.
    pub properties2: &'static [PropertyDef],
    /// Short description of the action.
    pub doc: &'static str,
}

/// Finds the slot named `name` (exact), or the first slot of the vector field whose base
/// name is `name`.
fn find_field(list: &[FieldDef], name: &str) -> Option<usize> {
    list.iter()
        .position(|f| f.name == name)
        .or_else(|| list.iter().position(|f| f.base == name && f.component == 0))
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

    /// Index of the `properties1` entry called `name`.
    pub fn property1_index(&self, name: &str) -> Option<usize> {
        self.properties1.iter().position(|p| p.name == name)
    }

    /// Index of the `properties2` entry called `name`.
    pub fn property2_index(&self, name: &str) -> Option<usize> {
        self.properties2.iter().position(|p| p.name == name)
    }

    /// Where a named value lives in this game: a field slot or a property, in list 1 or 2.
    /// Useful for values such as `texture` that are a field in DS3 and a property later.
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
/// does not have it (or has no data, as for Nightreign).
pub fn definition(action_type: u16, game: ActionGame) -> Option<ActionDef> {
    let info = action_info(action_type)?;
    let layout = (*info.layouts.get(game.layout_index()?)?)?;
    Some(ActionDef {
        id: info.id,
        name: info.name,
        slot: info.slot,
        game,
        fields1: layout.fields1,
        fields2: layout.fields2,
        properties1: layout.properties1,
        properties2: layout.properties2,
        doc: info.doc,
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
        /// Faces world south (its normal is world -Z... see `docs/fxr-actions.md`).
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
    /// Orientation of [`Model`](ACTIONS) (605) particles (library `ModelOrientationMode.yml`).
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

// BEGIN GENERATED by tools/fxr-actions/gen.py; edit the spec files, not this block.
const F_0: &[FieldDef] = &[
    FieldDef { name: "texture", base: "texture", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "blendMode", base: "blendMode", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(2), enumeration: Some("BlendMode"), doc: "" },
    FieldDef { name: "unk_ds3_f1_2", base: "unk_ds3_f1_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_3", base: "unk_ds3_f1_3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_4", base: "unk_ds3_f1_4", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const F_1: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "bloom", base: "bloom", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_27", base: "unk_ds3_f2_27", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_29", base: "unk_ds3_f2_29", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
];
const P_2: &[PropertyDef] = &[
    PropertyDef { name: "size", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "color1", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color2", components: 4, argument: PropertyArgument::EmissionTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color3", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
];
const P_3: &[PropertyDef] = &[
    PropertyDef { name: "rgbMultiplier", components: 1, argument: PropertyArgument::ActiveTime, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "alphaMultiplier", components: 1, argument: PropertyArgument::ActiveTime, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_2", components: 1, argument: PropertyArgument::Unknown, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_3", components: 4, argument: PropertyArgument::Unknown, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_4", components: 4, argument: PropertyArgument::Unknown, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_5", components: 4, argument: PropertyArgument::Unknown, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "alphaThreshold", components: 1, argument: PropertyArgument::ActiveTime, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
];
const LAYOUT_600_DS3: ActionLayout = ActionLayout { fields1: F_0, fields2: F_1, properties1: P_2, properties2: P_3 };
const F_4: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f1_2", base: "unk_ds3_f1_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_3", base: "unk_ds3_f1_3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_4", base: "unk_ds3_f1_4", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const F_5: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "bloom", base: "bloom", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_27", base: "unk_ds3_f2_27", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_29", base: "unk_ds3_f2_29", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_30", base: "unk_sdt_f2_30", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_31", base: "unk_sdt_f2_31", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_32", base: "unk_sdt_f2_32", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_33", base: "unk_sdt_f2_33", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_34", base: "unk_sdt_f2_34", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_35", base: "unk_sdt_f2_35", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_36", base: "unk_sdt_f2_36", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_37", base: "unk_sdt_f2_37", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_38", base: "unk_sdt_f2_38", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const P_6: &[PropertyDef] = &[
    PropertyDef { name: "texture", components: 1, argument: PropertyArgument::None, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "blendMode", components: 1, argument: PropertyArgument::None, default: [2.0, 0.0, 0.0, 0.0], enumeration: Some("BlendMode"), doc: "" },
    PropertyDef { name: "size", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "color1", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color2", components: 4, argument: PropertyArgument::EmissionTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color3", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
];
const LAYOUT_600_SDT: ActionLayout = ActionLayout { fields1: F_4, fields2: F_5, properties1: P_6, properties2: P_3 };
const F_7: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f1_2", base: "unk_ds3_f1_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_3", base: "unk_ds3_f1_3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_4", base: "unk_ds3_f1_4", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f1_3", base: "unk_er_f1_3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f1_4", base: "unk_er_f1_4", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
];
const F_8: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "bloom", base: "bloom", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_27", base: "unk_ds3_f2_27", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_29", base: "unk_ds3_f2_29", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_30", base: "unk_sdt_f2_30", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_31", base: "unk_sdt_f2_31", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_32", base: "unk_sdt_f2_32", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_33", base: "unk_sdt_f2_33", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_34", base: "unk_sdt_f2_34", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_35", base: "unk_sdt_f2_35", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_36", base: "unk_sdt_f2_36", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_37", base: "unk_sdt_f2_37", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_38", base: "unk_sdt_f2_38", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f2_39", base: "unk_er_f2_39", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const LAYOUT_600_ER: ActionLayout = ActionLayout { fields1: F_7, fields2: F_8, properties1: P_6, properties2: P_3 };
const LAYOUT_600_AC6: ActionLayout = ActionLayout { fields1: F_7, fields2: F_8, properties1: P_6, properties2: P_3 };
const F_9: &[FieldDef] = &[
    FieldDef { name: "blendMode", base: "blendMode", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(2), enumeration: Some("BlendMode"), doc: "" },
    FieldDef { name: "unk_ds3_f1_1", base: "unk_ds3_f1_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: None, doc: "" },
];
const P_10: &[PropertyDef] = &[
    PropertyDef { name: "length", components: 1, argument: PropertyArgument::EmissionTime, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "color1", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color2", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "startColor", components: 4, argument: PropertyArgument::ActiveTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "endColor", components: 4, argument: PropertyArgument::ActiveTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "lengthMultiplier", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "color3", components: 4, argument: PropertyArgument::ActiveTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
];
const LAYOUT_601_DS3: ActionLayout = ActionLayout { fields1: F_9, fields2: F_1, properties1: P_10, properties2: P_3 };
const F_11: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f1_1", base: "unk_ds3_f1_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: None, doc: "" },
];
const F_12: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "bloom", base: "bloom", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_27", base: "unk_ds3_f2_27", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_29", base: "unk_ds3_f2_29", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_30", base: "unk_sdt_f2_30", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkHideIndoors", base: "unkHideIndoors", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_32", base: "unk_sdt_f2_32", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_33", base: "unk_sdt_f2_33", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_34", base: "unk_sdt_f2_34", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_35", base: "unk_sdt_f2_35", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_36", base: "unk_sdt_f2_36", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_37", base: "unk_sdt_f2_37", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_38", base: "unk_sdt_f2_38", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_39", base: "unk_sdt_f2_39", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const P_13: &[PropertyDef] = &[
    PropertyDef { name: "blendMode", components: 1, argument: PropertyArgument::None, default: [2.0, 0.0, 0.0, 0.0], enumeration: Some("BlendMode"), doc: "" },
    PropertyDef { name: "length", components: 1, argument: PropertyArgument::EmissionTime, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "color1", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color2", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "startColor", components: 4, argument: PropertyArgument::ActiveTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "endColor", components: 4, argument: PropertyArgument::ActiveTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "lengthMultiplier", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "color3", components: 4, argument: PropertyArgument::ActiveTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
];
const LAYOUT_601_SDT: ActionLayout = ActionLayout { fields1: F_11, fields2: F_12, properties1: P_13, properties2: P_3 };
const F_14: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f1_1", base: "unk_ds3_f1_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f1_1", base: "unk_er_f1_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f1_2", base: "unk_er_f1_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
];
const LAYOUT_601_ER: ActionLayout = ActionLayout { fields1: F_14, fields2: F_12, properties1: P_13, properties2: P_3 };
const LAYOUT_601_AC6: ActionLayout = ActionLayout { fields1: F_14, fields2: F_12, properties1: P_13, properties2: P_3 };
const P_15: &[PropertyDef] = &[
    PropertyDef { name: "width", components: 1, argument: PropertyArgument::EmissionTime, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "length", components: 1, argument: PropertyArgument::EmissionTime, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "color1", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color2", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "startColor", components: 4, argument: PropertyArgument::ActiveTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "endColor", components: 4, argument: PropertyArgument::ActiveTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "widthMultiplier", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "lengthMultiplier", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "color3", components: 4, argument: PropertyArgument::ActiveTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
];
const LAYOUT_602_DS3: ActionLayout = ActionLayout { fields1: F_9, fields2: F_1, properties1: P_15, properties2: P_3 };
const F_16: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "bloom", base: "bloom", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_27", base: "unk_ds3_f2_27", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_29", base: "unk_ds3_f2_29", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_30", base: "unk_sdt_f2_30", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_31", base: "unk_sdt_f2_31", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_32", base: "unk_sdt_f2_32", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_33", base: "unk_sdt_f2_33", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_34", base: "unk_sdt_f2_34", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_35", base: "unk_sdt_f2_35", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_36", base: "unk_sdt_f2_36", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_37", base: "unk_sdt_f2_37", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_38", base: "unk_sdt_f2_38", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_39", base: "unk_sdt_f2_39", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const P_17: &[PropertyDef] = &[
    PropertyDef { name: "blendMode", components: 1, argument: PropertyArgument::None, default: [2.0, 0.0, 0.0, 0.0], enumeration: Some("BlendMode"), doc: "" },
    PropertyDef { name: "width", components: 1, argument: PropertyArgument::EmissionTime, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "length", components: 1, argument: PropertyArgument::EmissionTime, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "color1", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color2", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "startColor", components: 4, argument: PropertyArgument::ActiveTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "endColor", components: 4, argument: PropertyArgument::ActiveTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "widthMultiplier", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "lengthMultiplier", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "color3", components: 4, argument: PropertyArgument::ActiveTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
];
const LAYOUT_602_SDT: ActionLayout = ActionLayout { fields1: F_11, fields2: F_16, properties1: P_17, properties2: P_3 };
const LAYOUT_602_ER: ActionLayout = ActionLayout { fields1: F_14, fields2: F_16, properties1: P_17, properties2: P_3 };
const LAYOUT_602_AC6: ActionLayout = ActionLayout { fields1: F_14, fields2: F_16, properties1: P_17, properties2: P_3 };
const F_18: &[FieldDef] = &[
    FieldDef { name: "orientation", base: "orientation", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: Some("OrientationMode"), doc: "" },
    FieldDef { name: "texture", base: "texture", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "normalMap", base: "normalMap", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "blendMode", base: "blendMode", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(2), enumeration: Some("BlendMode"), doc: "" },
    FieldDef { name: "scaleVariationX", base: "scaleVariationX", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "scaleVariationY", base: "scaleVariationY", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "uniformScale", base: "uniformScale", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_7", base: "unk_ds3_f1_7", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "columns", base: "columns", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "totalFrames", base: "totalFrames", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "interpolateFrames", base: "interpolateFrames", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_11", base: "unk_ds3_f1_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_12", base: "unk_ds3_f1_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_13", base: "unk_ds3_f1_13", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "depthBlend", base: "depthBlend", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "octagonal", base: "octagonal", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_16", base: "unk_ds3_f1_16", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const F_19: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "bloom", base: "bloom", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "premultiplyAlpha", base: "premultiplyAlpha", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_29", base: "unk_ds3_f2_29", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
];
const P_20: &[PropertyDef] = &[
    PropertyDef { name: "offsetX", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "offsetY", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "offsetZ", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "width", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "height", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "color1", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color2", components: 4, argument: PropertyArgument::EmissionTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color3", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "alphaFadeThreshold", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "rotationX", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "rotationY", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "rotationZ", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedX", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedMultiplierX", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedY", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedMultiplierY", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedZ", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedMultiplierZ", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "depthOffset", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "frameIndex", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "frameIndexOffset", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_21", components: 1, argument: PropertyArgument::Unknown, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_22", components: 1, argument: PropertyArgument::Unknown, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
];
const LAYOUT_603_DS3: ActionLayout = ActionLayout { fields1: F_18, fields2: F_19, properties1: P_20, properties2: P_3 };
const F_21: &[FieldDef] = &[
    FieldDef { name: "orientation", base: "orientation", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: Some("OrientationMode"), doc: "" },
    FieldDef { name: "normalMap", base: "normalMap", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "scaleVariationX", base: "scaleVariationX", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "scaleVariationY", base: "scaleVariationY", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "uniformScale", base: "uniformScale", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_7", base: "unk_ds3_f1_7", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "columns", base: "columns", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "totalFrames", base: "totalFrames", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "interpolateFrames", base: "interpolateFrames", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_11", base: "unk_ds3_f1_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_12", base: "unk_ds3_f1_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_13", base: "unk_ds3_f1_13", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "depthBlend", base: "depthBlend", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "octagonal", base: "octagonal", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_16", base: "unk_ds3_f1_16", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f1_15", base: "unk_sdt_f1_15", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f1_16", base: "unk_sdt_f1_16", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f1_17", base: "unk_sdt_f1_17", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const F_22: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "bloom", base: "bloom", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "premultiplyAlpha", base: "premultiplyAlpha", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_29", base: "unk_ds3_f2_29", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "shadowDarkness", base: "shadowDarkness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unkHideIndoors", base: "unkHideIndoors", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_32", base: "unk_sdt_f2_32", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "specular", base: "specular", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "glossiness", base: "glossiness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.25), enumeration: None, doc: "" },
    FieldDef { name: "lighting", base: "lighting", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: Some("LightingMode"), doc: "" },
    FieldDef { name: "unk_sdt_f2_36", base: "unk_sdt_f2_36", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_37", base: "unk_sdt_f2_37", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "specularity", base: "specularity", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.5), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_39", base: "unk_sdt_f2_39", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_40", base: "unk_sdt_f2_40", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_41", base: "unk_sdt_f2_41", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_42", base: "unk_sdt_f2_42", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_43", base: "unk_sdt_f2_43", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_44", base: "unk_sdt_f2_44", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const P_23: &[PropertyDef] = &[
    PropertyDef { name: "texture", components: 1, argument: PropertyArgument::None, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "blendMode", components: 1, argument: PropertyArgument::None, default: [2.0, 0.0, 0.0, 0.0], enumeration: Some("BlendMode"), doc: "" },
    PropertyDef { name: "offsetX", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "offsetY", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "offsetZ", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "width", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "height", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "color1", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color2", components: 4, argument: PropertyArgument::EmissionTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color3", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "alphaFadeThreshold", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "rotationX", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "rotationY", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "rotationZ", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedX", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedMultiplierX", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedY", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedMultiplierY", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedZ", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedMultiplierZ", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "depthOffset", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "frameIndex", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "frameIndexOffset", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_21", components: 1, argument: PropertyArgument::Unknown, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_22", components: 1, argument: PropertyArgument::Unknown, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
];
const LAYOUT_603_SDT: ActionLayout = ActionLayout { fields1: F_21, fields2: F_22, properties1: P_23, properties2: P_3 };
const LAYOUT_603_ER: ActionLayout = ActionLayout { fields1: F_21, fields2: F_22, properties1: P_23, properties2: P_3 };
const F_24: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "bloom", base: "bloom", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "premultiplyAlpha", base: "premultiplyAlpha", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_29", base: "unk_ds3_f2_29", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "shadowDarkness", base: "shadowDarkness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unkHideIndoors", base: "unkHideIndoors", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_32", base: "unk_sdt_f2_32", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "specular", base: "specular", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "glossiness", base: "glossiness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.25), enumeration: None, doc: "" },
    FieldDef { name: "lighting", base: "lighting", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: Some("LightingMode"), doc: "" },
    FieldDef { name: "unk_sdt_f2_36", base: "unk_sdt_f2_36", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_37", base: "unk_sdt_f2_37", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "specularity", base: "specularity", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.5), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_39", base: "unk_sdt_f2_39", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_40", base: "unk_sdt_f2_40", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_41", base: "unk_sdt_f2_41", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_42", base: "unk_sdt_f2_42", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_43", base: "unk_sdt_f2_43", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_44", base: "unk_sdt_f2_44", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ac6_f2_45", base: "unk_ac6_f2_45", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const LAYOUT_603_AC6: ActionLayout = ActionLayout { fields1: F_21, fields2: F_24, properties1: P_23, properties2: P_3 };
const F_25: &[FieldDef] = &[
    FieldDef { name: "orientation", base: "orientation", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: Some("OrientationMode"), doc: "" },
    FieldDef { name: "layer1", base: "layer1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "layer2", base: "layer2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "layer3", base: "layer3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "blendMode", base: "blendMode", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(2), enumeration: Some("BlendMode"), doc: "" },
    FieldDef { name: "uniformScale", base: "uniformScale", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_6", base: "unk_ds3_f1_6", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "columns", base: "columns", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "totalFrames", base: "totalFrames", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "interpolateFrames", base: "interpolateFrames", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_10", base: "unk_ds3_f1_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_11", base: "unk_ds3_f1_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "depthBlend", base: "depthBlend", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "octagonal", base: "octagonal", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_14", base: "unk_ds3_f1_14", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const P_26: &[PropertyDef] = &[
    PropertyDef { name: "offsetX", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "offsetY", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "offsetZ", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "width", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "height", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "rotationX", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "rotationY", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "rotationZ", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedX", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedMultiplierX", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedY", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedMultiplierY", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedZ", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedMultiplierZ", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "color1", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color2", components: 4, argument: PropertyArgument::EmissionTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color3", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer1Color", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer2Color", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer3Color", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "alphaFadeThreshold", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "frameIndex", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "frameIndexOffset", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer1SpeedU", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer1SpeedV", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer1OffsetU", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer1OffsetV", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer1ScaleU", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer1ScaleV", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer2SpeedU", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer2SpeedV", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer2OffsetU", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer2OffsetV", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer2ScaleU", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer2ScaleV", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer3SpeedU", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer3SpeedV", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer3OffsetU", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer3OffsetV", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer3ScaleU", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer3ScaleV", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
];
const LAYOUT_604_DS3: ActionLayout = ActionLayout { fields1: F_25, fields2: F_19, properties1: P_26, properties2: P_3 };
const F_27: &[FieldDef] = &[
    FieldDef { name: "orientation", base: "orientation", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: Some("OrientationMode"), doc: "" },
    FieldDef { name: "layer1", base: "layer1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "layer2", base: "layer2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "layer3", base: "layer3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "uniformScale", base: "uniformScale", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_6", base: "unk_ds3_f1_6", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "columns", base: "columns", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "totalFrames", base: "totalFrames", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "interpolateFrames", base: "interpolateFrames", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_10", base: "unk_ds3_f1_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_11", base: "unk_ds3_f1_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "depthBlend", base: "depthBlend", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "octagonal", base: "octagonal", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_14", base: "unk_ds3_f1_14", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const F_28: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "bloom", base: "bloom", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "premultiplyAlpha", base: "premultiplyAlpha", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_29", base: "unk_ds3_f2_29", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "shadowDarkness", base: "shadowDarkness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_31", base: "unk_sdt_f2_31", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_32", base: "unk_sdt_f2_32", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "specular", base: "specular", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "glossiness", base: "glossiness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.25), enumeration: None, doc: "" },
    FieldDef { name: "lighting", base: "lighting", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: Some("LightingMode"), doc: "" },
    FieldDef { name: "unk_sdt_f2_36", base: "unk_sdt_f2_36", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_37", base: "unk_sdt_f2_37", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_38", base: "unk_sdt_f2_38", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_39", base: "unk_sdt_f2_39", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_40", base: "unk_sdt_f2_40", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_41", base: "unk_sdt_f2_41", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const P_29: &[PropertyDef] = &[
    PropertyDef { name: "blendMode", components: 1, argument: PropertyArgument::None, default: [2.0, 0.0, 0.0, 0.0], enumeration: Some("BlendMode"), doc: "" },
    PropertyDef { name: "offsetX", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "offsetY", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "offsetZ", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "width", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "height", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "rotationX", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "rotationY", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "rotationZ", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedX", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedMultiplierX", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedY", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedMultiplierY", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedZ", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedMultiplierZ", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "color1", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color2", components: 4, argument: PropertyArgument::EmissionTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color3", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer1Color", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer2Color", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer3Color", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "alphaFadeThreshold", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "frameIndex", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "frameIndexOffset", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer1SpeedU", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer1SpeedV", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer1OffsetU", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer1OffsetV", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer1ScaleU", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer1ScaleV", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer2SpeedU", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer2SpeedV", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer2OffsetU", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer2OffsetV", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer2ScaleU", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer2ScaleV", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer3SpeedU", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer3SpeedV", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer3OffsetU", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer3OffsetV", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer3ScaleU", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "layer3ScaleV", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
];
const LAYOUT_604_SDT: ActionLayout = ActionLayout { fields1: F_27, fields2: F_28, properties1: P_29, properties2: P_3 };
const F_30: &[FieldDef] = &[
    FieldDef { name: "orientation", base: "orientation", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: Some("OrientationMode"), doc: "" },
    FieldDef { name: "layer1", base: "layer1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "layer2", base: "layer2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "layer3", base: "layer3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "uniformScale", base: "uniformScale", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_6", base: "unk_ds3_f1_6", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "columns", base: "columns", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "totalFrames", base: "totalFrames", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "interpolateFrames", base: "interpolateFrames", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_10", base: "unk_ds3_f1_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_11", base: "unk_ds3_f1_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "depthBlend", base: "depthBlend", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "octagonal", base: "octagonal", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_14", base: "unk_ds3_f1_14", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f1_14", base: "unk_er_f1_14", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f1_15", base: "unk_er_f1_15", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f1_16", base: "unk_er_f1_16", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const F_31: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "bloom", base: "bloom", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "premultiplyAlpha", base: "premultiplyAlpha", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_29", base: "unk_ds3_f2_29", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "shadowDarkness", base: "shadowDarkness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_31", base: "unk_sdt_f2_31", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_32", base: "unk_sdt_f2_32", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "specular", base: "specular", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "glossiness", base: "glossiness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.25), enumeration: None, doc: "" },
    FieldDef { name: "lighting", base: "lighting", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: Some("LightingMode"), doc: "" },
    FieldDef { name: "unk_sdt_f2_36", base: "unk_sdt_f2_36", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_37", base: "unk_sdt_f2_37", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_38", base: "unk_sdt_f2_38", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_39", base: "unk_sdt_f2_39", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_40", base: "unk_sdt_f2_40", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_41", base: "unk_sdt_f2_41", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f2_42", base: "unk_er_f2_42", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f2_43", base: "unk_er_f2_43", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f2_44", base: "unk_er_f2_44", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f2_45", base: "unk_er_f2_45", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const LAYOUT_604_ER: ActionLayout = ActionLayout { fields1: F_30, fields2: F_31, properties1: P_29, properties2: P_3 };
const F_32: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "bloom", base: "bloom", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "premultiplyAlpha", base: "premultiplyAlpha", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_29", base: "unk_ds3_f2_29", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "shadowDarkness", base: "shadowDarkness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_31", base: "unk_sdt_f2_31", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_32", base: "unk_sdt_f2_32", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "specular", base: "specular", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "glossiness", base: "glossiness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.25), enumeration: None, doc: "" },
    FieldDef { name: "lighting", base: "lighting", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: Some("LightingMode"), doc: "" },
    FieldDef { name: "unk_sdt_f2_36", base: "unk_sdt_f2_36", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_37", base: "unk_sdt_f2_37", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_38", base: "unk_sdt_f2_38", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_39", base: "unk_sdt_f2_39", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_40", base: "unk_sdt_f2_40", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_41", base: "unk_sdt_f2_41", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f2_42", base: "unk_er_f2_42", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f2_43", base: "unk_er_f2_43", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f2_44", base: "unk_er_f2_44", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f2_45", base: "unk_er_f2_45", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ac6_f2_46", base: "unk_ac6_f2_46", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const LAYOUT_604_AC6: ActionLayout = ActionLayout { fields1: F_30, fields2: F_32, properties1: P_29, properties2: P_3 };
const F_33: &[FieldDef] = &[
    FieldDef { name: "orientation", base: "orientation", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(2), enumeration: Some("ModelOrientationMode"), doc: "" },
    FieldDef { name: "model", base: "model", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(80201), enumeration: None, doc: "" },
    FieldDef { name: "scaleVariationX", base: "scaleVariationX", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "scaleVariationY", base: "scaleVariationY", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "scaleVariationZ", base: "scaleVariationZ", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "uniformScale", base: "uniformScale", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "blendMode", base: "blendMode", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(2), enumeration: Some("BlendMode"), doc: "" },
    FieldDef { name: "columns", base: "columns", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "totalFrames", base: "totalFrames", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_9", base: "unk_ds3_f1_9", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_10", base: "unk_ds3_f1_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_11", base: "unk_ds3_f1_11", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_12", base: "unk_ds3_f1_12", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_13", base: "unk_ds3_f1_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "anibnd", base: "anibnd", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "animation", base: "animation", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "loopAnimation", base: "loopAnimation", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "animationSpeed", base: "animationSpeed", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_18", base: "unk_ds3_f1_18", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const F_34: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_4", base: "unk_ds3_f2_4", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_26", base: "unk_ds3_f2_26", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_27", base: "unk_ds3_f2_27", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
];
const P_35: &[PropertyDef] = &[
    PropertyDef { name: "sizeX", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "sizeY", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "sizeZ", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "rotationX", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "rotationY", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "rotationZ", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedX", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedMultiplierX", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedY", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedMultiplierY", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedZ", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedMultiplierZ", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "color1", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color2", components: 4, argument: PropertyArgument::EmissionTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color3", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_15", components: 1, argument: PropertyArgument::Unknown, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "frameIndex", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "frameIndexOffset", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "offsetU", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "offsetV", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "speedU", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "speedMultiplierU", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "speedV", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "speedMultiplierV", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_24", components: 1, argument: PropertyArgument::Unknown, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
];
const P_36: &[PropertyDef] = &[
    PropertyDef { name: "rgbMultiplier", components: 1, argument: PropertyArgument::ActiveTime, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "alphaMultiplier", components: 1, argument: PropertyArgument::ActiveTime, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_2", components: 1, argument: PropertyArgument::Unknown, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_3", components: 4, argument: PropertyArgument::Unknown, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_4", components: 4, argument: PropertyArgument::Unknown, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_5", components: 4, argument: PropertyArgument::Unknown, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_6", components: 1, argument: PropertyArgument::Unknown, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_7", components: 1, argument: PropertyArgument::Unknown, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
];
const LAYOUT_605_DS3: ActionLayout = ActionLayout { fields1: F_33, fields2: F_34, properties1: P_35, properties2: P_36 };
const F_37: &[FieldDef] = &[
    FieldDef { name: "orientation", base: "orientation", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(2), enumeration: Some("ModelOrientationMode"), doc: "" },
    FieldDef { name: "scaleVariationX", base: "scaleVariationX", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "scaleVariationY", base: "scaleVariationY", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "scaleVariationZ", base: "scaleVariationZ", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "uniformScale", base: "uniformScale", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "columns", base: "columns", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "totalFrames", base: "totalFrames", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_9", base: "unk_ds3_f1_9", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_10", base: "unk_ds3_f1_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_11", base: "unk_ds3_f1_11", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_12", base: "unk_ds3_f1_12", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_13", base: "unk_ds3_f1_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "anibnd", base: "anibnd", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "animation", base: "animation", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "loopAnimation", base: "loopAnimation", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "animationSpeed", base: "animationSpeed", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_18", base: "unk_ds3_f1_18", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const F_38: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_4", base: "unk_ds3_f2_4", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_26", base: "unk_ds3_f2_26", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_27", base: "unk_ds3_f2_27", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_29", base: "unk_sdt_f2_29", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_30", base: "unk_sdt_f2_30", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_31", base: "unk_sdt_f2_31", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_32", base: "unk_sdt_f2_32", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_33", base: "unk_sdt_f2_33", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_34", base: "unk_sdt_f2_34", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_35", base: "unk_sdt_f2_35", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_36", base: "unk_sdt_f2_36", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_37", base: "unk_sdt_f2_37", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const P_39: &[PropertyDef] = &[
    PropertyDef { name: "model", components: 1, argument: PropertyArgument::None, default: [80201.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "sizeX", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "sizeY", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "sizeZ", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "rotationX", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "rotationY", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "rotationZ", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedX", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedMultiplierX", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedY", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedMultiplierY", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedZ", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "angularSpeedMultiplierZ", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "blendMode", components: 1, argument: PropertyArgument::None, default: [2.0, 0.0, 0.0, 0.0], enumeration: Some("BlendMode"), doc: "" },
    PropertyDef { name: "color1", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color2", components: 4, argument: PropertyArgument::EmissionTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color3", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_15", components: 1, argument: PropertyArgument::Unknown, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "frameIndex", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "frameIndexOffset", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "offsetU", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "offsetV", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "speedU", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "speedMultiplierU", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "speedV", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "speedMultiplierV", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_24", components: 1, argument: PropertyArgument::Unknown, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
];
const P_40: &[PropertyDef] = &[
    PropertyDef { name: "rgbMultiplier", components: 1, argument: PropertyArgument::ActiveTime, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "alphaMultiplier", components: 1, argument: PropertyArgument::ActiveTime, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_2", components: 1, argument: PropertyArgument::Unknown, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_3", components: 4, argument: PropertyArgument::Unknown, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_4", components: 4, argument: PropertyArgument::Unknown, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_5", components: 4, argument: PropertyArgument::Unknown, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_6", components: 1, argument: PropertyArgument::Unknown, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
];
const LAYOUT_605_SDT: ActionLayout = ActionLayout { fields1: F_37, fields2: F_38, properties1: P_39, properties2: P_40 };
const F_41: &[FieldDef] = &[
    FieldDef { name: "orientation", base: "orientation", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(2), enumeration: Some("ModelOrientationMode"), doc: "" },
    FieldDef { name: "scaleVariationX", base: "scaleVariationX", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "scaleVariationY", base: "scaleVariationY", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "scaleVariationZ", base: "scaleVariationZ", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "uniformScale", base: "uniformScale", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "columns", base: "columns", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "totalFrames", base: "totalFrames", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_9", base: "unk_ds3_f1_9", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_10", base: "unk_ds3_f1_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_11", base: "unk_ds3_f1_11", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_12", base: "unk_ds3_f1_12", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_13", base: "unk_ds3_f1_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "anibnd", base: "anibnd", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "animation", base: "animation", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "loopAnimation", base: "loopAnimation", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "animationSpeed", base: "animationSpeed", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_18", base: "unk_ds3_f1_18", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f1_17", base: "unk_er_f1_17", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f1_18", base: "unk_er_f1_18", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f1_19", base: "unk_er_f1_19", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const LAYOUT_605_ER: ActionLayout = ActionLayout { fields1: F_41, fields2: F_38, properties1: P_39, properties2: P_40 };
const F_42: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_4", base: "unk_ds3_f2_4", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_26", base: "unk_ds3_f2_26", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_27", base: "unk_ds3_f2_27", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_29", base: "unk_sdt_f2_29", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_30", base: "unk_sdt_f2_30", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_31", base: "unk_sdt_f2_31", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_32", base: "unk_sdt_f2_32", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_33", base: "unk_sdt_f2_33", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_34", base: "unk_sdt_f2_34", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_35", base: "unk_sdt_f2_35", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_36", base: "unk_sdt_f2_36", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_37", base: "unk_sdt_f2_37", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ac6_f2_38", base: "unk_ac6_f2_38", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const LAYOUT_605_AC6: ActionLayout = ActionLayout { fields1: F_41, fields2: F_42, properties1: P_39, properties2: P_40 };
const F_43: &[FieldDef] = &[
    FieldDef { name: "orientation", base: "orientation", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: Some("TracerOrientationMode"), doc: "" },
    FieldDef { name: "texture", base: "texture", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "normalMap", base: "normalMap", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "blendMode", base: "blendMode", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(2), enumeration: Some("BlendMode"), doc: "" },
    FieldDef { name: "segmentInterval", base: "segmentInterval", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "segmentDuration", base: "segmentDuration", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "concurrentSegments", base: "concurrentSegments", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(100), enumeration: None, doc: "" },
    FieldDef { name: "segmentSubdivision", base: "segmentSubdivision", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_8", base: "unk_ds3_f1_8", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "fadeOutTime", base: "fadeOutTime", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "columns", base: "columns", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "totalFrames", base: "totalFrames", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "attachedUV", base: "attachedUV", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_13", base: "unk_ds3_f1_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_14", base: "unk_ds3_f1_14", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_15", base: "unk_ds3_f1_15", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const F_44: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "bloom", base: "bloom", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "premultiplyAlpha", base: "premultiplyAlpha", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_29", base: "unk_ds3_f2_29", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
];
const P_45: &[PropertyDef] = &[
    PropertyDef { name: "width", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "widthMultiplier", components: 1, argument: PropertyArgument::EmissionTime, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "startFadeEndpoint", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "endFadeEndpoint", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "color1", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color2", components: 4, argument: PropertyArgument::EmissionTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color3", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "alphaFadeThreshold", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "frameIndex", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "frameIndexOffset", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "textureFraction", components: 1, argument: PropertyArgument::ParticleAge, default: [0.1, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "speedU", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "varianceV", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_13", components: 1, argument: PropertyArgument::Unknown, default: [-1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
];
const P_46: &[PropertyDef] = &[
    PropertyDef { name: "rgbMultiplier", components: 1, argument: PropertyArgument::ActiveTime, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "alphaMultiplier", components: 1, argument: PropertyArgument::ActiveTime, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "distortionIntensity", components: 1, argument: PropertyArgument::ActiveTime, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_3", components: 4, argument: PropertyArgument::Unknown, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_4", components: 4, argument: PropertyArgument::Unknown, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_5", components: 4, argument: PropertyArgument::Unknown, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "alphaThreshold", components: 1, argument: PropertyArgument::ActiveTime, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
];
const LAYOUT_606_DS3: ActionLayout = ActionLayout { fields1: F_43, fields2: F_44, properties1: P_45, properties2: P_46 };
const F_47: &[FieldDef] = &[
    FieldDef { name: "orientation", base: "orientation", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: Some("TracerOrientationMode"), doc: "" },
    FieldDef { name: "normalMap", base: "normalMap", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "segmentInterval", base: "segmentInterval", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "segmentDuration", base: "segmentDuration", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "concurrentSegments", base: "concurrentSegments", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(100), enumeration: None, doc: "" },
    FieldDef { name: "segmentSubdivision", base: "segmentSubdivision", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_8", base: "unk_ds3_f1_8", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "fadeOutTime", base: "fadeOutTime", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "columns", base: "columns", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "totalFrames", base: "totalFrames", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "attachedUV", base: "attachedUV", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_13", base: "unk_ds3_f1_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_14", base: "unk_ds3_f1_14", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_15", base: "unk_ds3_f1_15", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const F_48: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "bloom", base: "bloom", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "premultiplyAlpha", base: "premultiplyAlpha", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_29", base: "unk_ds3_f2_29", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "shadowDarkness", base: "shadowDarkness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_31", base: "unk_sdt_f2_31", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_32", base: "unk_sdt_f2_32", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "specular", base: "specular", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "glossiness", base: "glossiness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.25), enumeration: None, doc: "" },
    FieldDef { name: "lighting", base: "lighting", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: Some("LightingMode"), doc: "" },
    FieldDef { name: "unk_sdt_f2_36", base: "unk_sdt_f2_36", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_37", base: "unk_sdt_f2_37", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "specularity", base: "specularity", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.5), enumeration: None, doc: "" },
];
const P_49: &[PropertyDef] = &[
    PropertyDef { name: "texture", components: 1, argument: PropertyArgument::None, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "blendMode", components: 1, argument: PropertyArgument::None, default: [2.0, 0.0, 0.0, 0.0], enumeration: Some("BlendMode"), doc: "" },
    PropertyDef { name: "width", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "widthMultiplier", components: 1, argument: PropertyArgument::EmissionTime, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "startFadeEndpoint", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "endFadeEndpoint", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "color1", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color2", components: 4, argument: PropertyArgument::EmissionTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "color3", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "alphaFadeThreshold", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "frameIndex", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "frameIndexOffset", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "textureFraction", components: 1, argument: PropertyArgument::ParticleAge, default: [0.1, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "speedU", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "varianceV", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_13", components: 1, argument: PropertyArgument::Unknown, default: [-1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
];
const LAYOUT_606_SDT: ActionLayout = ActionLayout { fields1: F_47, fields2: F_48, properties1: P_49, properties2: P_46 };
const F_50: &[FieldDef] = &[
    FieldDef { name: "orientation", base: "orientation", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: Some("TracerOrientationMode"), doc: "" },
    FieldDef { name: "normalMap", base: "normalMap", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "segmentInterval", base: "segmentInterval", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "segmentDuration", base: "segmentDuration", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "concurrentSegments", base: "concurrentSegments", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(100), enumeration: None, doc: "" },
    FieldDef { name: "segmentSubdivision", base: "segmentSubdivision", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_8", base: "unk_ds3_f1_8", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "fadeOutTime", base: "fadeOutTime", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "columns", base: "columns", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "totalFrames", base: "totalFrames", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "attachedUV", base: "attachedUV", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_13", base: "unk_ds3_f1_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_14", base: "unk_ds3_f1_14", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_15", base: "unk_ds3_f1_15", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f1_14", base: "unk_er_f1_14", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f1_15", base: "unk_er_f1_15", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f1_16", base: "unk_er_f1_16", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const F_51: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "bloom", base: "bloom", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "premultiplyAlpha", base: "premultiplyAlpha", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_29", base: "unk_ds3_f2_29", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "shadowDarkness", base: "shadowDarkness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_31", base: "unk_sdt_f2_31", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_32", base: "unk_sdt_f2_32", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "specular", base: "specular", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "glossiness", base: "glossiness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.25), enumeration: None, doc: "" },
    FieldDef { name: "lighting", base: "lighting", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: Some("LightingMode"), doc: "" },
    FieldDef { name: "unk_sdt_f2_36", base: "unk_sdt_f2_36", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_37", base: "unk_sdt_f2_37", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "specularity", base: "specularity", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.5), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f2_39", base: "unk_er_f2_39", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const LAYOUT_606_ER: ActionLayout = ActionLayout { fields1: F_50, fields2: F_51, properties1: P_49, properties2: P_46 };
const LAYOUT_606_AC6: ActionLayout = ActionLayout { fields1: F_50, fields2: F_51, properties1: P_49, properties2: P_46 };
const F_52: &[FieldDef] = &[
    FieldDef { name: "mode", base: "mode", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: Some("DistortionMode"), doc: "" },
    FieldDef { name: "shape", base: "shape", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: Some("DistortionShape"), doc: "" },
    FieldDef { name: "orientation", base: "orientation", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: Some("OrientationMode"), doc: "" },
    FieldDef { name: "texture", base: "texture", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "normalMap", base: "normalMap", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "mask", base: "mask", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "blendMode", base: "blendMode", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(2), enumeration: Some("BlendMode"), doc: "" },
    FieldDef { name: "scaleVariationX", base: "scaleVariationX", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "scaleVariationY", base: "scaleVariationY", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "scaleVariationZ", base: "scaleVariationZ", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "uniformScale", base: "uniformScale", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_11", base: "unk_ds3_f1_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_12", base: "unk_ds3_f1_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const F_53: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_4", base: "unk_ds3_f2_4", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_27", base: "unk_ds3_f2_27", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_29", base: "unk_ds3_f2_29", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const P_54: &[PropertyDef] = &[
    PropertyDef { name: "offsetX", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "offsetY", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "offsetZ", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "sizeX", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "sizeY", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "sizeZ", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "color", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_7", components: 4, argument: PropertyArgument::Unknown, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "intensity", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_9", components: 1, argument: PropertyArgument::Unknown, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "stirSpeed", components: 1, argument: PropertyArgument::ParticleAge, default: [60.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "radius", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "normalMapOffsetU", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "normalMapOffsetV", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "normalMapSpeedU", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "normalMapSpeedV", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
];
const LAYOUT_607_DS3: ActionLayout = ActionLayout { fields1: F_52, fields2: F_53, properties1: P_54, properties2: P_3 };
const F_55: &[FieldDef] = &[
    FieldDef { name: "mode", base: "mode", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: Some("DistortionMode"), doc: "" },
    FieldDef { name: "shape", base: "shape", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: Some("DistortionShape"), doc: "" },
    FieldDef { name: "orientation", base: "orientation", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: Some("OrientationMode"), doc: "" },
    FieldDef { name: "texture", base: "texture", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "normalMap", base: "normalMap", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "mask", base: "mask", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "scaleVariationX", base: "scaleVariationX", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "scaleVariationY", base: "scaleVariationY", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "scaleVariationZ", base: "scaleVariationZ", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "uniformScale", base: "uniformScale", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_11", base: "unk_ds3_f1_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_12", base: "unk_ds3_f1_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const F_56: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_4", base: "unk_ds3_f2_4", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_27", base: "unk_ds3_f2_27", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_29", base: "unk_ds3_f2_29", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_30", base: "unk_sdt_f2_30", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_31", base: "unk_sdt_f2_31", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_32", base: "unk_sdt_f2_32", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_33", base: "unk_sdt_f2_33", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_34", base: "unk_sdt_f2_34", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_35", base: "unk_sdt_f2_35", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_36", base: "unk_sdt_f2_36", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_37", base: "unk_sdt_f2_37", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_38", base: "unk_sdt_f2_38", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
];
const P_57: &[PropertyDef] = &[
    PropertyDef { name: "blendMode", components: 1, argument: PropertyArgument::None, default: [2.0, 0.0, 0.0, 0.0], enumeration: Some("BlendMode"), doc: "" },
    PropertyDef { name: "offsetX", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "offsetY", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "offsetZ", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "sizeX", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "sizeY", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "sizeZ", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "color", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_7", components: 4, argument: PropertyArgument::Unknown, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "intensity", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_9", components: 1, argument: PropertyArgument::Unknown, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "stirSpeed", components: 1, argument: PropertyArgument::ParticleAge, default: [60.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "radius", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "normalMapOffsetU", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "normalMapOffsetV", components: 1, argument: PropertyArgument::None, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "normalMapSpeedU", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "normalMapSpeedV", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
];
const LAYOUT_607_SDT: ActionLayout = ActionLayout { fields1: F_55, fields2: F_56, properties1: P_57, properties2: P_3 };
const F_58: &[FieldDef] = &[
    FieldDef { name: "mode", base: "mode", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: Some("DistortionMode"), doc: "" },
    FieldDef { name: "shape", base: "shape", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: Some("DistortionShape"), doc: "" },
    FieldDef { name: "orientation", base: "orientation", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: Some("OrientationMode"), doc: "" },
    FieldDef { name: "texture", base: "texture", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "normalMap", base: "normalMap", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "mask", base: "mask", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "scaleVariationX", base: "scaleVariationX", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "scaleVariationY", base: "scaleVariationY", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "scaleVariationZ", base: "scaleVariationZ", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "uniformScale", base: "uniformScale", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_11", base: "unk_ds3_f1_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_12", base: "unk_ds3_f1_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f1_12", base: "unk_er_f1_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f1_13", base: "unk_er_f1_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
];
const P_59: &[PropertyDef] = &[
    PropertyDef { name: "rgbMultiplier", components: 1, argument: PropertyArgument::ActiveTime, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "alphaMultiplier", components: 1, argument: PropertyArgument::ActiveTime, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_2", components: 1, argument: PropertyArgument::Unknown, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_3", components: 4, argument: PropertyArgument::Unknown, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_4", components: 4, argument: PropertyArgument::Unknown, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_5", components: 4, argument: PropertyArgument::Unknown, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "alphaThreshold", components: 1, argument: PropertyArgument::ActiveTime, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "normalMapScaleU", components: 1, argument: PropertyArgument::Unknown, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "normalMapScaleV", components: 1, argument: PropertyArgument::Unknown, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
];
const LAYOUT_607_ER: ActionLayout = ActionLayout { fields1: F_58, fields2: F_56, properties1: P_57, properties2: P_59 };
const LAYOUT_607_AC6: ActionLayout = ActionLayout { fields1: F_58, fields2: F_56, properties1: P_57, properties2: P_59 };
const F_60: &[FieldDef] = &[
    FieldDef { name: "blendMode", base: "blendMode", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(2), enumeration: Some("BlendMode"), doc: "" },
    FieldDef { name: "mask", base: "mask", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "uniformScale", base: "uniformScale", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "iterations", base: "iterations", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_4", base: "unk_ds3_f1_4", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const F_61: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_4", base: "unk_ds3_f2_4", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.5), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_27", base: "unk_ds3_f2_27", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_29", base: "unk_ds3_f2_29", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
];
const P_62: &[PropertyDef] = &[
    PropertyDef { name: "offsetX", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "offsetY", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "offsetZ", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "width", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "height", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "color", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_6", components: 4, argument: PropertyArgument::Unknown, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "blurRadius", components: 1, argument: PropertyArgument::ParticleAge, default: [0.5, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
];
const LAYOUT_608_DS3: ActionLayout = ActionLayout { fields1: F_60, fields2: F_61, properties1: P_62, properties2: P_3 };
const F_63: &[FieldDef] = &[
    FieldDef { name: "uniformScale", base: "uniformScale", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "iterations", base: "iterations", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_4", base: "unk_ds3_f1_4", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const F_64: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_4", base: "unk_ds3_f2_4", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.5), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_27", base: "unk_ds3_f2_27", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_29", base: "unk_ds3_f2_29", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_30", base: "unk_sdt_f2_30", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
];
const P_65: &[PropertyDef] = &[
    PropertyDef { name: "blendMode", components: 1, argument: PropertyArgument::None, default: [2.0, 0.0, 0.0, 0.0], enumeration: Some("BlendMode"), doc: "" },
    PropertyDef { name: "mask", components: 1, argument: PropertyArgument::None, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "offsetX", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "offsetY", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "offsetZ", components: 1, argument: PropertyArgument::ParticleAge, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "width", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "height", components: 1, argument: PropertyArgument::ParticleAge, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "color", components: 4, argument: PropertyArgument::ParticleAge, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_6", components: 4, argument: PropertyArgument::Unknown, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "blurRadius", components: 1, argument: PropertyArgument::ParticleAge, default: [0.5, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
];
const LAYOUT_608_SDT: ActionLayout = ActionLayout { fields1: F_63, fields2: F_64, properties1: P_65, properties2: P_3 };
const F_66: &[FieldDef] = &[
    FieldDef { name: "uniformScale", base: "uniformScale", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "iterations", base: "iterations", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_4", base: "unk_ds3_f1_4", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f1_3", base: "unk_er_f1_3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f1_4", base: "unk_er_f1_4", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
];
const LAYOUT_608_ER: ActionLayout = ActionLayout { fields1: F_66, fields2: F_64, properties1: P_65, properties2: P_3 };
const LAYOUT_608_AC6: ActionLayout = ActionLayout { fields1: F_66, fields2: F_64, properties1: P_65, properties2: P_3 };
const F_67: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f1_0", base: "unk_ds3_f1_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_1", base: "unk_ds3_f1_1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
];
const F_68: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "jitterAndFlicker", base: "jitterAndFlicker", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "jitterAcceleration", base: "jitterAcceleration", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "jitterX", base: "jitterX", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "jitterY", base: "jitterY", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "jitterZ", base: "jitterZ", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "flickerIntervalMin", base: "flickerIntervalMin", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "flickerIntervalMax", base: "flickerIntervalMax", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "flickerBrightness", base: "flickerBrightness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.5), enumeration: None, doc: "" },
    FieldDef { name: "shadows", base: "shadows", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "separateSpecular", base: "separateSpecular", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "fadeOutTime", base: "fadeOutTime", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "shadowDarkness", base: "shadowDarkness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_15", base: "unk_ds3_f2_15", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_16", base: "unk_ds3_f2_16", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(2), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_17", base: "unk_ds3_f2_17", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_18", base: "unk_ds3_f2_18", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_19", base: "unk_ds3_f2_19", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(100), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "maxViewDistance", base: "maxViewDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
];
const P_69: &[PropertyDef] = &[
    PropertyDef { name: "diffuseColor", components: 4, argument: PropertyArgument::ActiveTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "specularColor", components: 4, argument: PropertyArgument::ActiveTime, default: [1.0, 1.0, 1.0, 1.0], enumeration: None, doc: "" },
    PropertyDef { name: "radius", components: 1, argument: PropertyArgument::ActiveTime, default: [10.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_3", components: 1, argument: PropertyArgument::Unknown, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_4", components: 1, argument: PropertyArgument::Unknown, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_5", components: 1, argument: PropertyArgument::Unknown, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_6", components: 1, argument: PropertyArgument::Unknown, default: [0.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_7", components: 1, argument: PropertyArgument::Unknown, default: [10.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_8", components: 1, argument: PropertyArgument::Unknown, default: [10.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p1_9", components: 1, argument: PropertyArgument::Unknown, default: [10.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
];
const P_70: &[PropertyDef] = &[
    PropertyDef { name: "unk_ds3_p2_0", components: 1, argument: PropertyArgument::Unknown, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_1", components: 1, argument: PropertyArgument::Unknown, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
];
const LAYOUT_609_DS3: ActionLayout = ActionLayout { fields1: F_67, fields2: F_68, properties1: P_69, properties2: P_70 };
const F_71: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "jitterAndFlicker", base: "jitterAndFlicker", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "jitterAcceleration", base: "jitterAcceleration", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "jitterX", base: "jitterX", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "jitterY", base: "jitterY", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "jitterZ", base: "jitterZ", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "flickerIntervalMin", base: "flickerIntervalMin", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "flickerIntervalMax", base: "flickerIntervalMax", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "flickerBrightness", base: "flickerBrightness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.5), enumeration: None, doc: "" },
    FieldDef { name: "shadows", base: "shadows", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "separateSpecular", base: "separateSpecular", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "fadeOutTime", base: "fadeOutTime", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "shadowDarkness", base: "shadowDarkness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_15", base: "unk_ds3_f2_15", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_16", base: "unk_ds3_f2_16", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(2), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_17", base: "unk_ds3_f2_17", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_18", base: "unk_ds3_f2_18", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_19", base: "unk_ds3_f2_19", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(100), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "maxViewDistance", base: "maxViewDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "volumeDensity", base: "volumeDensity", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_25", base: "unk_sdt_f2_25", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "phaseFunction", base: "phaseFunction", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "asymmetryParam", base: "asymmetryParam", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.75), enumeration: None, doc: "" },
    FieldDef { name: "adaptationExponent", base: "adaptationExponent", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
];
const P_72: &[PropertyDef] = &[
    PropertyDef { name: "unk_ds3_p2_0", components: 1, argument: PropertyArgument::Unknown, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_ds3_p2_1", components: 1, argument: PropertyArgument::Unknown, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "unk_sdt_p2_2", components: 1, argument: PropertyArgument::Unknown, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "diffuseMultiplier", components: 1, argument: PropertyArgument::ActiveTime, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
    PropertyDef { name: "specularMultiplier", components: 1, argument: PropertyArgument::ActiveTime, default: [1.0, 0.0, 0.0, 0.0], enumeration: None, doc: "" },
];
const LAYOUT_609_SDT: ActionLayout = ActionLayout { fields1: F_67, fields2: F_71, properties1: P_69, properties2: P_72 };
const F_73: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "jitterAndFlicker", base: "jitterAndFlicker", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "jitterAcceleration", base: "jitterAcceleration", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "jitterX", base: "jitterX", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "jitterY", base: "jitterY", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "jitterZ", base: "jitterZ", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "flickerIntervalMin", base: "flickerIntervalMin", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "flickerIntervalMax", base: "flickerIntervalMax", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "flickerBrightness", base: "flickerBrightness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.5), enumeration: None, doc: "" },
    FieldDef { name: "shadows", base: "shadows", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "separateSpecular", base: "separateSpecular", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(false), enumeration: None, doc: "" },
    FieldDef { name: "fadeOutTime", base: "fadeOutTime", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "shadowDarkness", base: "shadowDarkness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_15", base: "unk_ds3_f2_15", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_16", base: "unk_ds3_f2_16", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(2), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_17", base: "unk_ds3_f2_17", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_18", base: "unk_ds3_f2_18", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_19", base: "unk_ds3_f2_19", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(100), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "maxViewDistance", base: "maxViewDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "volumeDensity", base: "volumeDensity", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_25", base: "unk_sdt_f2_25", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "phaseFunction", base: "phaseFunction", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "asymmetryParam", base: "asymmetryParam", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.75), enumeration: None, doc: "" },
    FieldDef { name: "adaptationExponent", base: "adaptationExponent", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f2_29", base: "unk_er_f2_29", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f2_30", base: "unk_er_f2_30", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f2_31", base: "unk_er_f2_31", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f2_32", base: "unk_er_f2_32", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
];
const LAYOUT_609_ER: ActionLayout = ActionLayout { fields1: F_67, fields2: F_73, properties1: P_69, properties2: P_72 };
const LAYOUT_609_AC6: ActionLayout = ActionLayout { fields1: F_67, fields2: F_73, properties1: P_69, properties2: P_72 };
const F_74: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "bloom", base: "bloom", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_27", base: "unk_ds3_f2_27", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_29", base: "unk_ds3_f2_29", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
];
const LAYOUT_10012_DS3: ActionLayout = ActionLayout { fields1: F_43, fields2: F_74, properties1: P_45, properties2: P_46 };
const F_75: &[FieldDef] = &[
    FieldDef { name: "orientation", base: "orientation", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: Some("TracerOrientationMode"), doc: "" },
    FieldDef { name: "normalMap", base: "normalMap", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "segmentInterval", base: "segmentInterval", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "segmentDuration", base: "segmentDuration", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "concurrentSegments", base: "concurrentSegments", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(100), enumeration: None, doc: "" },
    FieldDef { name: "segmentSubdivision", base: "segmentSubdivision", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_8", base: "unk_ds3_f1_8", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "fadeOutTime", base: "fadeOutTime", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "columns", base: "columns", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "totalFrames", base: "totalFrames", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "attachedUV", base: "attachedUV", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_13", base: "unk_ds3_f1_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_14", base: "unk_ds3_f1_14", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_15", base: "unk_ds3_f1_15", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f1_14", base: "unk_sdt_f1_14", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f1_15", base: "unk_sdt_f1_15", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f1_16", base: "unk_sdt_f1_16", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f1_17", base: "unk_sdt_f1_17", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
];
const F_76: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "bloom", base: "bloom", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_27", base: "unk_ds3_f2_27", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_29", base: "unk_ds3_f2_29", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "shadowDarkness", base: "shadowDarkness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_31", base: "unk_sdt_f2_31", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_32", base: "unk_sdt_f2_32", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "specular", base: "specular", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "glossiness", base: "glossiness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.25), enumeration: None, doc: "" },
    FieldDef { name: "lighting", base: "lighting", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: Some("LightingMode"), doc: "" },
    FieldDef { name: "unk_sdt_f2_36", base: "unk_sdt_f2_36", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_37", base: "unk_sdt_f2_37", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "specularity", base: "specularity", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.5), enumeration: None, doc: "" },
];
const LAYOUT_10012_SDT: ActionLayout = ActionLayout { fields1: F_75, fields2: F_76, properties1: P_49, properties2: P_46 };
const F_77: &[FieldDef] = &[
    FieldDef { name: "orientation", base: "orientation", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: Some("TracerOrientationMode"), doc: "" },
    FieldDef { name: "normalMap", base: "normalMap", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "segmentInterval", base: "segmentInterval", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "segmentDuration", base: "segmentDuration", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "concurrentSegments", base: "concurrentSegments", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(100), enumeration: None, doc: "" },
    FieldDef { name: "segmentSubdivision", base: "segmentSubdivision", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_8", base: "unk_ds3_f1_8", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "fadeOutTime", base: "fadeOutTime", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "columns", base: "columns", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "totalFrames", base: "totalFrames", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "attachedUV", base: "attachedUV", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_13", base: "unk_ds3_f1_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_14", base: "unk_ds3_f1_14", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f1_15", base: "unk_ds3_f1_15", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f1_14", base: "unk_sdt_f1_14", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f1_15", base: "unk_sdt_f1_15", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f1_16", base: "unk_sdt_f1_16", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f1_17", base: "unk_sdt_f1_17", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f1_18", base: "unk_er_f1_18", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f1_19", base: "unk_er_f1_19", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f1_20", base: "unk_er_f1_20", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f1_21", base: "unk_er_f1_21", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
];
const F_78: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "bloom", base: "bloom", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_27", base: "unk_ds3_f2_27", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_29", base: "unk_ds3_f2_29", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "shadowDarkness", base: "shadowDarkness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_31", base: "unk_sdt_f2_31", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_32", base: "unk_sdt_f2_32", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "specular", base: "specular", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "glossiness", base: "glossiness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.25), enumeration: None, doc: "" },
    FieldDef { name: "lighting", base: "lighting", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: Some("LightingMode"), doc: "" },
    FieldDef { name: "unk_sdt_f2_36", base: "unk_sdt_f2_36", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_37", base: "unk_sdt_f2_37", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "specularity", base: "specularity", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.5), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f2_39", base: "unk_er_f2_39", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f2_40", base: "unk_er_f2_40", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
];
const LAYOUT_10012_ER: ActionLayout = ActionLayout { fields1: F_77, fields2: F_78, properties1: P_49, properties2: P_46 };
const F_79: &[FieldDef] = &[
    FieldDef { name: "unk_ds3_f2_0", base: "unk_ds3_f2_0", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_1", base: "unk_ds3_f2_1", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_2", base: "unk_ds3_f2_2", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(8), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_3", base: "unk_ds3_f2_3", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "bloom", base: "bloom", component: 0, components: 1, kind: SlotKind::Bool, default: SlotValue::Bool(true), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.r", base: "bloomColor", component: 0, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.g", base: "bloomColor", component: 1, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.b", base: "bloomColor", component: 2, components: 4, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "bloomColor.a", base: "bloomColor", component: 3, components: 4, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_9", base: "unk_ds3_f2_9", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_10", base: "unk_ds3_f2_10", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_11", base: "unk_ds3_f2_11", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_12", base: "unk_ds3_f2_12", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_13", base: "unk_ds3_f2_13", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "minFadeDistance", base: "minFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistance", base: "minDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxFadeDistance", base: "maxFadeDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistance", base: "maxDistance", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "minDistanceThreshold", base: "minDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "maxDistanceThreshold", base: "maxDistanceThreshold", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(-1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_20", base: "unk_ds3_f2_20", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_21", base: "unk_ds3_f2_21", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_22", base: "unk_ds3_f2_22", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_23", base: "unk_ds3_f2_23", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_24", base: "unk_ds3_f2_24", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend1", base: "unkDepthBlend1", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unkDepthBlend2", base: "unkDepthBlend2", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_27", base: "unk_ds3_f2_27", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(1), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_28", base: "unk_ds3_f2_28", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ds3_f2_29", base: "unk_ds3_f2_29", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "shadowDarkness", base: "shadowDarkness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_31", base: "unk_sdt_f2_31", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_32", base: "unk_sdt_f2_32", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "specular", base: "specular", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "glossiness", base: "glossiness", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.25), enumeration: None, doc: "" },
    FieldDef { name: "lighting", base: "lighting", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-1), enumeration: Some("LightingMode"), doc: "" },
    FieldDef { name: "unk_sdt_f2_36", base: "unk_sdt_f2_36", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(-2), enumeration: None, doc: "" },
    FieldDef { name: "unk_sdt_f2_37", base: "unk_sdt_f2_37", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "specularity", base: "specularity", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.5), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f2_39", base: "unk_er_f2_39", component: 0, components: 1, kind: SlotKind::Int, default: SlotValue::Int(0), enumeration: None, doc: "" },
    FieldDef { name: "unk_er_f2_40", base: "unk_er_f2_40", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(1.0), enumeration: None, doc: "" },
    FieldDef { name: "unk_ac6_f2_41", base: "unk_ac6_f2_41", component: 0, components: 1, kind: SlotKind::Float, default: SlotValue::Float(0.0), enumeration: None, doc: "" },
];
const LAYOUT_10012_AC6: ActionLayout = ActionLayout { fields1: F_77, fields2: F_79, properties1: P_49, properties2: P_46 };
/// Every action type this module knows, sorted by id.
pub static ACTIONS: &[ActionInfo] = &[
    ActionInfo { id: 600, name: "PointSprite", slot: Some(ActionSlot::Appearance), doc: "", source: "source: EvenTorset/fxr src/actions/600.yml @8a1d835a", layouts: [Some(&LAYOUT_600_DS3), Some(&LAYOUT_600_SDT), Some(&LAYOUT_600_ER), Some(&LAYOUT_600_AC6)] },
    ActionInfo { id: 601, name: "Line", slot: Some(ActionSlot::Appearance), doc: "", source: "source: EvenTorset/fxr src/actions/601.yml @8a1d835a", layouts: [Some(&LAYOUT_601_DS3), Some(&LAYOUT_601_SDT), Some(&LAYOUT_601_ER), Some(&LAYOUT_601_AC6)] },
    ActionInfo { id: 602, name: "QuadLine", slot: Some(ActionSlot::Appearance), doc: "", source: "source: EvenTorset/fxr src/actions/602.yml @8a1d835a", layouts: [Some(&LAYOUT_602_DS3), Some(&LAYOUT_602_SDT), Some(&LAYOUT_602_ER), Some(&LAYOUT_602_AC6)] },
    ActionInfo { id: 603, name: "BillboardEx", slot: Some(ActionSlot::Appearance), doc: "", source: "source: EvenTorset/fxr src/actions/603.yml @8a1d835a; slot f2[27] named premultiplyAlpha per formats.md §3 (newer library)", layouts: [Some(&LAYOUT_603_DS3), Some(&LAYOUT_603_SDT), Some(&LAYOUT_603_ER), Some(&LAYOUT_603_AC6)] },
    ActionInfo { id: 604, name: "MultiTextureBillboardEx", slot: Some(ActionSlot::Appearance), doc: "", source: "source: EvenTorset/fxr src/actions/604.yml @8a1d835a; f2[27] named premultiplyAlpha per formats.md §3", layouts: [Some(&LAYOUT_604_DS3), Some(&LAYOUT_604_SDT), Some(&LAYOUT_604_ER), Some(&LAYOUT_604_AC6)] },
    ActionInfo { id: 605, name: "Model", slot: Some(ActionSlot::Appearance), doc: "", source: "source: EvenTorset/fxr src/actions/605.yml @8a1d835a", layouts: [Some(&LAYOUT_605_DS3), Some(&LAYOUT_605_SDT), Some(&LAYOUT_605_ER), Some(&LAYOUT_605_AC6)] },
    ActionInfo { id: 606, name: "LegacyTracer", slot: Some(ActionSlot::Appearance), doc: "", source: "source: EvenTorset/fxr src/actions/606.yml @8a1d835a (named \"Tracer\" there; newer library and formats.md §3 call it LegacyTracer);", layouts: [Some(&LAYOUT_606_DS3), Some(&LAYOUT_606_SDT), Some(&LAYOUT_606_ER), Some(&LAYOUT_606_AC6)] },
    ActionInfo { id: 607, name: "Distortion", slot: Some(ActionSlot::Appearance), doc: "", source: "source: EvenTorset/fxr src/actions/607.yml @8a1d835a; ER props2[7..8] named normalMapScaleU/V per formats.md §3", layouts: [Some(&LAYOUT_607_DS3), Some(&LAYOUT_607_SDT), Some(&LAYOUT_607_ER), Some(&LAYOUT_607_AC6)] },
    ActionInfo { id: 608, name: "RadialBlur", slot: Some(ActionSlot::Appearance), doc: "", source: "source: EvenTorset/fxr src/actions/608.yml @8a1d835a", layouts: [Some(&LAYOUT_608_DS3), Some(&LAYOUT_608_SDT), Some(&LAYOUT_608_ER), Some(&LAYOUT_608_AC6)] },
    ActionInfo { id: 609, name: "PointLight", slot: Some(ActionSlot::Appearance), doc: "", source: "source: EvenTorset/fxr src/actions/609.yml @8a1d835a; f2 falloffExponent is called adaptationExponent in formats.md §3 (newer library)", layouts: [Some(&LAYOUT_609_DS3), Some(&LAYOUT_609_SDT), Some(&LAYOUT_609_ER), Some(&LAYOUT_609_AC6)] },
    ActionInfo { id: 10012, name: "Tracer", slot: Some(ActionSlot::Appearance), doc: "", source: "source: EvenTorset/fxr src/actions/10012.yml @8a1d835a (named \"DynamicTracer\" there; newer library and formats.md §3 call it Tracer)", layouts: [Some(&LAYOUT_10012_DS3), Some(&LAYOUT_10012_SDT), Some(&LAYOUT_10012_ER), Some(&LAYOUT_10012_AC6)] },
];
// END GENERATED

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::testutil::sample;

    fn def(id: u16, game: ActionGame) -> ActionDef {
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
        [d.fields1.len(), d.fields2.len(), d.properties1.len(), d.properties2.len()]
    }

    #[test]
    fn appearance_lengths_match_formats_md() {
        for &(id, sdt, er) in APPEARANCE_LENGTHS {
            assert_eq!(lengths(&def(id, ActionGame::Sekiro)), sdt, "{id} Sekiro");
            assert_eq!(lengths(&def(id, ActionGame::EldenRing)), er, "{id} Elden Ring");
        }
    }

    #[test]
    fn billboard_slots_land_where_formats_md_says() {
        let d = def(603, ActionGame::EldenRing);
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
        assert_eq!(d.fields2[8].default, SlotValue::Float(0.0), "bloomColor alpha defaults to 0");
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
        let d = def(604, ActionGame::EldenRing);
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
        let d = def(603, ActionGame::DarkSouls3);
        assert_eq!(d.locate("texture"), Some(Location::Field1(1)));
        assert_eq!(d.locate("blendMode"), Some(Location::Field1(3)));
        assert_eq!(d.fields1[3].enumeration, Some("BlendMode"));
        let d = def(603, ActionGame::Sekiro);
        assert_eq!(d.locate("texture"), Some(Location::Property1(0)));
    }

    #[test]
    fn unknown_ids_and_games_without_data_give_none() {
        assert!(definition(9999, ActionGame::EldenRing).is_none());
        assert!(definition(0, ActionGame::EldenRing).is_none());
        assert!(action_info(65535).is_none());
        assert!(definition(603, ActionGame::Nightreign).is_none());
        assert_eq!(action_id("BillboardEx"), Some(603));
        assert_eq!(action_id("NoSuchAction"), None);
    }

    #[test]
    fn every_list_is_well_formed() {
        let mut prev = None;
        for info in ACTIONS {
            assert!(prev < Some(info.id), "ACTIONS must be sorted and unique at {}", info.id);
            prev = Some(info.id);
            assert!(info.layouts.iter().any(Option::is_some), "{} has no game", info.id);
            for layout in info.layouts.iter().flatten() {
                for fields in [layout.fields1, layout.fields2] {
                    let mut names = std::collections::HashSet::new();
                    let mut i = 0;
                    while let Some(f) = fields.get(i) {
                        assert!(names.insert(f.name), "{}: duplicate field {}", info.id, f.name);
                        assert_eq!(f.component, 0, "{}: {} must start its vector", info.id, f.name);
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
                for props in [layout.properties1, layout.properties2] {
                    let mut names = std::collections::HashSet::new();
                    for p in props {
                        assert!(names.insert(p.name), "{}: duplicate property {}", info.id, p.name);
                        assert!((1..=4).contains(&p.components));
                        assert!(p.default[usize::from(p.components)..].iter().all(|&v| v == 0.0));
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
        assert_eq!(InitialDirection::from_raw(6), Some(InitialDirection::LocalNorth));
        assert_eq!(SlotValue::from_bits(SlotKind::Float, 1.5f32.to_bits()), SlotValue::Float(1.5));
        assert_eq!(SlotValue::Int(-2).to_bits(), 0xFFFF_FFFE);
    }

    /// What one action record of a real file stores: type, the four counts, and the value
    /// type (component count) of each of its properties.
    #[derive(Debug)]
    struct SampleAction {
        kind: u16,
        counts: [usize; 4],
        property_components: Vec<u8>,
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
                let (f1, p1, f2, p2) = (count_at(0x08), count_at(0x10), count_at(0x14), count_at(0x1C));
                let props_at = le_u32(data, at + 0x30) as usize;
                let property_components = (0..p1 + p2)
                    .map(|k| (data[props_at + k * 0x28] & 3) + 1)
                    .collect();
                SampleAction { kind, counts: [f1, f2, p1, p2], property_components }
            })
            .collect()
    }

    /// Checks every action of a real file against the definitions: the four counts and each
    /// property's component count. Returns how many actions were checked.
    fn check_sample(path: &str, game: ActionGame) -> Option<usize> {
        let data = sample(path)?;
        let mut checked = 0;
        for a in sample_actions(&data) {
            if a.kind == 0 {
                continue;
            }
            let d = definition(a.kind, game)
                .unwrap_or_else(|| panic!("{path}: action {} has no definition for {game:?}", a.kind));
            assert_eq!(a.counts, lengths(&d), "{path}: counts of action {} ({})", a.kind, d.name);
            let defined: Vec<u8> = d.properties1.iter().chain(d.properties2).map(|p| p.components).collect();
            assert_eq!(a.property_components, defined, "{path}: property types of {} ({})", a.kind, d.name);
            checked += 1;
        }
        Some(checked)
    }

    #[test]
    fn elden_ring_sample_matches_definitions() {
        if let Some(n) = check_sample("er/f000523390.fxr", ActionGame::EldenRing) {
            assert_eq!(n, 120, "180 actions of which 60 are empty slots");
        }
    }

    #[test]
    fn dark_souls_3_sample_matches_definitions() {
        if let Some(n) = check_sample("ds3/f000032210.fxr", ActionGame::DarkSouls3) {
            assert_eq!(n, 154);
        }
    }
}
