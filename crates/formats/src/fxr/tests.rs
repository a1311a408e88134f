//! Tests of the FXR reader and writer on the sample files and on a tree built in code.

use super::*;
use crate::error::FormatError;
use crate::testutil::{sample, sweep_corruptions};

const ER: &str = "er/f000523390.fxr";
const AC6: &str = "ac6/f006081003.fxr";
const DS3: &str = "ds3/f000032210.fxr";

fn parse(data: &[u8]) -> Fxr {
    read(data).unwrap_or_else(|e| panic!("{e}"))
}

fn header_i32(data: &[u8], offset: usize) -> i32 {
    i32::from_le_bytes(data[offset..offset + 4].try_into().expect("4 bytes"))
}

fn of_type(fxr: &Fxr, action_type: i16) -> Vec<&Action> {
    fxr.actions()
        .into_iter()
        .filter(|a| a.action_type == action_type)
        .collect()
}

fn floats(fields: &[Field]) -> Vec<f32> {
    fields.iter().map(|f| f.as_f32()).collect()
}

/// Every property and modifier of a file decodes, and the reader's totals match the header's.
fn check_decoding_and_counts(fxr: &Fxr, data: &[u8]) -> Vec<PropertyFunction> {
    let mut functions = Vec::new();
    for p in fxr.properties() {
        p.decode()
            .unwrap_or_else(|e| panic!("{:?} {:?}: {e}", p.value_type, p.function));
        functions.push(p.function);
        for m in &p.modifiers {
            m.decode()
                .unwrap_or_else(|e| panic!("{:?}: {e}", m.modifier_type));
        }
    }
    let main: usize = fxr.actions().iter().map(|a| a.properties().count()).sum();
    let modifiers: usize = fxr
        .actions()
        .iter()
        .flat_map(|a| a.properties())
        .map(|p| p.modifiers.len())
        .sum();
    let nodes = fxr.root.count_nodes();
    assert_eq!(header_i32(data, 0x2C) as usize, nodes, "node count");
    assert_eq!(
        header_i32(data, 0x3C) as usize,
        fxr.actions().len(),
        "action count"
    );
    assert_eq!(header_i32(data, 0x44) as usize, main, "property count");
    assert_eq!(header_i32(data, 0x4C) as usize, modifiers, "modifier count");
    assert_eq!(
        header_i32(data, 0x54) as usize,
        fxr.properties().len() - main,
        "modifier property count"
    );
    functions
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn elden_ring_sample_has_the_documented_facts() {
    let Some(data) = sample(ER) else { return };
    let fxr = parse(&data);
    assert_eq!(fxr.version, FxrVersion::V5);
    assert_eq!(fxr.id, 523390);
    assert_eq!(fxr.game, Game::EldenRing);
    assert_eq!(fxr.layout_style, LayoutStyle::Legacy);
    // "12 nodes" counts the root: the root and 11 Basic nodes (the header's count is also 12).
    assert_eq!(fxr.root.count_nodes(), 12);
    assert_eq!(fxr.root.node_type, NodeType::Root);
    assert_eq!(fxr.root.children.len(), 3);
    assert_eq!(
        fxr.nodes()
            .iter()
            .filter(|n| n.node_type == NodeType::Basic)
            .count(),
        11
    );
    // 180 actions in all: node actions and config actions, empty slots (type 0) included.
    assert_eq!(fxr.actions().len(), 180);
    for t in [603, 604, 609, 10012] {
        assert!(!of_type(&fxr, t).is_empty(), "action {t} present");
    }
    let root_types: Vec<i16> = fxr.root.actions.iter().map(|a| a.action_type).collect();
    assert_eq!(root_types, vec![700, 10100, 10400, 10500]);
    for node in fxr.nodes().into_iter().skip(1) {
        assert_eq!(node.configs.len(), 1);
        assert_eq!(node.configs[0].config_type, ConfigType::Basic);
        assert_eq!(
            node.configs[0].actions.len(),
            15,
            "a Basic config has 15 slots"
        );
        assert_eq!(node.actions.len(), 1);
        assert_eq!(node.actions[0].action_type, STATE_CONFIG_MAP);
        assert_eq!(node.actions[0].section10s, vec![vec![Field::from_i32(0)]]);
    }

    // VERIFIED in formats.md: the BillboardEx with texture 31421.
    let billboards = of_type(&fxr, 603);
    let a603 = billboards
        .iter()
        .find(|a| a.properties1[0].constant() == Some([31421.0, 0.0, 0.0, 0.0]))
        .expect("a 603 action with texture 31421");
    assert_eq!(a603.properties1[0].function, PropertyFunction::Constant);
    assert_eq!(a603.properties1[1].constant(), Some([4.0, 0.0, 0.0, 0.0]));
    assert_eq!(
        (a603.fields1[6].as_i32(), a603.fields1[7].as_i32()),
        (4, 16)
    );
    assert!(a603.fields2[4].as_bool(), "bloom");
    assert_eq!(floats(&a603.fields2[5..9]), vec![0.75, 0.875, 1.0, 0.1]);
    let a604 = of_type(&fxr, 604);
    let layered = a604
        .iter()
        .find(|a| {
            a.fields1[1..4]
                == [
                    Field::from_i32(31211),
                    Field::from_i32(34030),
                    Field::from_i32(34010),
                ]
        })
        .expect("a 604 action with layers 31211/34030/34010");
    assert_eq!(
        (layered.fields1[6].as_i32(), layered.fields1[7].as_i32()),
        (8, 64)
    );

    // The one state: "1.0 > External(0)", else end.
    assert_eq!(fxr.states.len(), 1);
    let condition = &fxr.states[0].conditions[0];
    assert_eq!(condition.operator.comparison(), Comparison::Greater);
    assert_eq!(condition.operator.unknown_bits(), 2);
    assert_eq!(
        (condition.left, condition.right),
        (Operand::Literal(1.0), Operand::External(0))
    );
    assert_eq!(condition.next_state, -1);
    assert_eq!(fxr.external_values1, vec![0]);

    let functions = check_decoding_and_counts(&fxr, &data);
    assert!(functions.contains(&PropertyFunction::Linear));

    // Six ParticleAttributes durations are linked to their config's NodeAttributes duration.
    let linked: Vec<&Property> = fxr
        .properties()
        .into_iter()
        .filter(|p| p.layout.is_some())
        .collect();
    assert_eq!(linked.len(), 6);
    for p in linked {
        let layout = p.layout.as_ref().expect("layout");
        assert!(layout.shares_earlier_copy);
        assert_eq!(floats(&layout.unreferenced), vec![-1.0 / 30.0]);
    }
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn armored_core_6_sample_reads_with_its_layout() {
    let Some(data) = sample(AC6) else { return };
    let fxr = parse(&data);
    assert_eq!(fxr.version, FxrVersion::V5);
    assert_eq!(fxr.game, Game::ArmoredCore6);
    assert_eq!(fxr.layout_style, LayoutStyle::Zeroed);
    assert_eq!(fxr.root.count_nodes(), 10);
    assert_eq!(fxr.actions().len(), 148);
    assert_eq!(fxr.states.len(), 2);
    assert_eq!(fxr.external_values1, vec![0, 3]);
    // Armored Core 6 stores 0 as every property's and modifier's type enum B.
    assert!(fxr.properties().iter().all(|p| p.type_enum_b == 0));
    let functions = check_decoding_and_counts(&fxr, &data);
    assert!(functions.contains(&PropertyFunction::ComponentHermite));
    let component = fxr
        .properties()
        .into_iter()
        .find(|p| {
            p.function == PropertyFunction::ComponentHermite && p.value_type == ValueType::Vec4
        })
        .expect("a vec4 ComponentHermite property");
    let k = component.component_keyframes().expect("decodes");
    assert_eq!(k.components.len(), 4);
    assert!(k.components.iter().all(|c| c.times.len() == c.values.len()));
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn dark_souls_3_sample_reads_the_tree() {
    let Some(data) = sample(DS3) else { return };
    let fxr = parse(&data);
    assert_eq!(fxr.version, FxrVersion::V4);
    assert_eq!(fxr.game, Game::DarkSouls3);
    assert_eq!(fxr.layout_style, LayoutStyle::Legacy);
    assert_eq!(fxr.root.count_nodes(), 15);
    assert_eq!(fxr.actions().len(), 195);
    let configs: usize = fxr.nodes().iter().map(|n| n.configs.len()).sum();
    assert_eq!(configs, 14);
    assert!(
        fxr.nodes()
            .iter()
            .any(|n| n.node_type == NodeType::NodeEmitter)
    );
    let root_types: Vec<i16> = fxr.root.actions.iter().map(|a| a.action_type).collect();
    assert_eq!(root_types, vec![10100, 10400, 10500]);
    check_decoding_and_counts(&fxr, &data);
}

#[test]
fn samples_round_trip_byte_for_byte() {
    for name in [ER, AC6, DS3] {
        let Some(data) = sample(name) else { return };
        let written = write(&parse(&data)).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(written.len(), data.len(), "{name}: length");
        if let Some(i) = written.iter().zip(&data).position(|(a, b)| a != b) {
            panic!("{name}: first difference at {i:#x}");
        }
    }
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn the_linked_property_layout_is_what_makes_the_round_trip_exact() {
    let Some(data) = sample(ER) else { return };
    let mut fxr = parse(&data);
    fn clear(node: &mut Node) {
        let Node {
            configs,
            actions,
            children,
            ..
        } = node;
        for action in actions
            .iter_mut()
            .chain(configs.iter_mut().flat_map(|c| c.actions.iter_mut()))
        {
            for p in action
                .properties1
                .iter_mut()
                .chain(action.properties2.iter_mut())
            {
                p.layout = None;
            }
        }
        children.iter_mut().for_each(clear);
    }
    clear(&mut fxr.root);
    let plain = write(&fxr).expect("writes");
    assert_ne!(plain, data);
    assert_eq!(
        plain.len(),
        data.len(),
        "the stale copy takes the place of the own copy"
    );
    assert_eq!(
        parse(&plain)
            .properties()
            .iter()
            .filter(|p| p.layout.is_some())
            .count(),
        0
    );
}

#[test]
fn samples_survive_corruption() {
    for name in [ER, AC6, DS3] {
        let Some(data) = sample(name) else { return };
        // The final padding is not needed to read, so some truncations still parse.
        sweep_corruptions(&data, true, |d: &[u8]| read(d));
    }
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn fuzz_hook_accepts_the_samples() {
    for name in [ER, AC6, DS3] {
        let Some(data) = sample(name) else { return };
        fuzz(&data);
    }
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn fuzz_oracle_holds_on_mutated_samples() {
    // Deterministic xorshift mutations: flip 1 to 4 bytes, keep the inputs that still read,
    // and let the fuzz hook check that writing them is stable.
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut still_reading = 0;
    for name in [ER, AC6, DS3] {
        let Some(data) = sample(name) else { return };
        for _ in 0..300 {
            let mut copy = data.clone();
            for _ in 0..1 + next() % 4 {
                let at = (next() % copy.len() as u64) as usize;
                copy[at] ^= 1 << (next() % 8);
            }
            if read(&copy).is_ok() {
                still_reading += 1;
            }
            fuzz(&copy);
        }
    }
    assert!(
        still_reading > 0,
        "some mutations must still read for the oracle to be exercised"
    );
}

fn int(v: i32) -> Field {
    Field::from_i32(v)
}

fn float(v: f32) -> Field {
    Field::from_f32(v)
}

/// A tree using every property function, every modifier type, conditions with every operand
/// kind, section 10s, a linked property and nested nodes.
fn fixture(style: LayoutStyle) -> Fxr {
    use ModifierType::*;
    use PropertyFunction::*;
    let game = Game::ArmoredCore6; // ComponentHermite exists only there.
    let keyframes = Keyframes {
        times: vec![0.0, 0.5, 1.0],
        values: vec![[0.0, 1.0, 2.0, 3.0], [1.0, 2.0, 3.0, 4.0], [0.5; 4]],
        control1: vec![[0.1; 4]; 3],
        control2: vec![[0.2; 4]; 3],
        ..Keyframes::default()
    };
    let mut component_fields = vec![float(0.4), int(2), int(1)];
    component_fields.extend([0.0, 1.0, 2.0, 3.0].map(float));
    component_fields.extend([0.0, 0.4, 7.0, 8.0, 0.5, 0.6, 0.7, 0.8].map(float));
    component_fields.extend([0.0, 2.0, 0.25, 0.125].map(float));
    let stepped =
        Property::keyframed(ValueType::Vec3, Stepped, false, &keyframes).with_modifiers(vec![
            Modifier::new(
                ExternalValue1,
                ValueType::Vec3,
                game,
                vec![int(10000)],
                vec![Property::keyframed(
                    ValueType::Vec3,
                    Linear,
                    false,
                    &keyframes,
                )],
            ),
        ]);
    let linear =
        Property::keyframed(ValueType::Vec4, Linear, true, &keyframes).with_modifiers(vec![
            Modifier::new(
                RandomDelta,
                ValueType::Vec4,
                game,
                vec![
                    int(1),
                    int(2),
                    int(3),
                    int(4),
                    float(0.1),
                    float(0.2),
                    float(0.3),
                    float(0.4),
                ],
                vec![],
            ),
        ]);
    let bezier =
        Property::keyframed(ValueType::Scalar, Bezier, false, &keyframes).with_modifiers(vec![
            Modifier::new(
                RandomFraction,
                ValueType::Scalar,
                game,
                vec![int(99), float(0.5)],
                vec![],
            ),
        ]);
    let hermite =
        Property::keyframed(ValueType::Vec2, Hermite, true, &keyframes).with_modifiers(vec![
            Modifier::new(
                ExternalValue2,
                ValueType::Vec2,
                game,
                vec![int(6000)],
                vec![Property::from_constant(&[0.5, 2.0])],
            ),
        ]);
    let ranged = Property::scalar(2.0).with_modifiers(vec![
        Modifier::new(
            RandomRange,
            ValueType::Scalar,
            game,
            vec![int(7), float(-1.0), float(1.0)],
            vec![],
        ),
        Modifier::new(
            ModifierType::Unknown(63),
            ValueType::Scalar,
            game,
            vec![int(5)],
            vec![],
        ),
    ]);
    let component = Property::new(ValueType::Vec2, ComponentHermite, false, component_fields);
    let odd = Property::new(
        ValueType::Scalar,
        PropertyFunction::Unknown(9),
        false,
        vec![int(1), int(2)],
    );

    let duration = Property::scalar(-1.0 / 30.0);
    let mut linked = duration.clone();
    linked.layout = Some(FieldsLayout {
        shares_earlier_copy: true,
        unreferenced: vec![float(-1.0 / 30.0)],
        ..FieldsLayout::default()
    });

    let mut slots: Vec<Action> = (0..15).map(|_| Action::new(0)).collect();
    slots[0] = Action {
        fields1: vec![int(0), int(1), int(1), int(0)],
        properties1: vec![duration],
        ..Action::new(128)
    };
    slots[1] = Action {
        fields1: vec![int(0); 6],
        ..Action::new(35)
    };
    slots[8] = Action {
        fields1: vec![int(1)],
        properties1: vec![linked],
        ..Action::new(129)
    };
    slots[9] = Action {
        unk04: 5,
        fields1: vec![int(1), int(0), float(1.0), float(1.0)],
        fields2: vec![
            int(0),
            int(0),
            int(8),
            int(0),
            int(1),
            float(0.75),
            float(0.875),
            float(1.0),
            float(0.1),
        ],
        properties1: vec![
            Property::scalar(31421.0),
            Property::scalar(4.0),
            stepped,
            linear,
            bezier,
            hermite,
        ],
        properties2: vec![
            Property::new(ValueType::Vec4, Zero, false, vec![]),
            Property::new(ValueType::Scalar, One, false, vec![]),
            component,
            ranged,
            odd,
        ],
        ..Action::new(603)
    };
    let basic = Config {
        config_type: ConfigType::Basic,
        actions: slots,
    };
    let state_map = |configs: &[i32]| Action {
        section10s: vec![configs.iter().map(|&c| int(c)).collect()],
        ..Action::new(STATE_CONFIG_MAP)
    };

    let grandchild = Node {
        node_type: NodeType::NodeEmitter,
        configs: vec![Config {
            config_type: ConfigType::NodeEmitter,
            actions: vec![
                Action {
                    fields1: vec![float(2.0)],
                    ..Action::new(300)
                },
                Action::new(200),
            ],
        }],
        actions: vec![state_map(&[0, 0, 0])],
        children: vec![],
    };
    let child = Node {
        node_type: NodeType::Basic,
        configs: vec![basic.clone()],
        actions: vec![state_map(&[0, -1, 0])],
        children: vec![grandchild],
    };
    let first = Node {
        node_type: NodeType::Basic,
        configs: vec![
            basic,
            Config {
                config_type: ConfigType::LevelsOfDetail,
                actions: vec![Action::new(133)],
            },
        ],
        actions: vec![state_map(&[0, 1, 1])],
        children: vec![child, Node::new(NodeType::Basic)],
    };
    let odd_node = Node {
        node_type: NodeType::Unknown(2100),
        configs: vec![Config {
            config_type: ConfigType::Unknown(1003),
            actions: vec![],
        }],
        actions: vec![Action::new(132)],
        children: vec![],
    };
    let root = Node {
        node_type: NodeType::Root,
        configs: vec![],
        actions: vec![
            Action::new(700),
            Action {
                fields1: vec![int(0), int(1), int(1)],
                ..Action::new(10100)
            },
            Action {
                fields1: vec![int(1)],
                fields2: vec![float(0.5)],
                ..Action::new(10400)
            },
            Action {
                fields1: vec![int(0), float(0.1)],
                properties1: vec![Property::new(ValueType::Scalar, One, false, vec![])],
                ..Action::new(10500)
            },
        ],
        children: vec![first, odd_node],
    };
    let condition = |comparison, next_state, left, right| Condition {
        operator: ConditionOperator::new(comparison),
        next_state,
        left,
        right,
    };
    Fxr {
        version: FxrVersion::V5,
        id: 123456,
        game,
        states: vec![
            State {
                conditions: vec![
                    condition(
                        Comparison::Greater,
                        -1,
                        Operand::Literal(1.0),
                        Operand::External(0),
                    ),
                    condition(
                        Comparison::GreaterOrEqual,
                        1,
                        Operand::StateTime,
                        Operand::Literal(2.5),
                    ),
                ],
            },
            State {
                conditions: vec![condition(
                    Comparison::NotEqual,
                    -1,
                    Operand::Unknown {
                        raw_type: -2,
                        value: None,
                    },
                    Operand::Unknown {
                        raw_type: -7,
                        value: Some(5),
                    },
                )],
            },
            State { conditions: vec![] },
        ],
        root,
        sfx_references: vec![1, 2],
        external_values1: vec![0, 10000],
        external_values2: vec![6000],
        layout_style: style,
        file_layout: None,
    }
}

#[test]
fn fixture_round_trips_in_both_layout_styles() {
    let mut outputs = Vec::new();
    for style in [LayoutStyle::Legacy, LayoutStyle::Zeroed] {
        let fxr = fixture(style);
        let bytes = write(&fxr).expect("the fixture writes");
        let back = read(&bytes).unwrap_or_else(|e| panic!("{style:?}: {e}"));
        assert_eq!(back, fxr, "{style:?}: read(write(x)) == x");
        assert_eq!(
            write(&back).expect("writes again"),
            bytes,
            "{style:?}: stable"
        );
        fuzz(&bytes);
        outputs.push(bytes);
    }
    // Only where empty lists point differs between the styles.
    assert_eq!(outputs[0].len(), outputs[1].len());
    assert_ne!(outputs[0], outputs[1]);
}

#[test]
fn fixture_records_are_where_the_header_says() {
    let fxr = fixture(LayoutStyle::Legacy);
    let bytes = write(&fxr).expect("writes");
    // Header (value, bytes) checks: magic, flag, version, 1, id.
    assert_eq!(&bytes[..4], b"FXR\0");
    assert_eq!(&bytes[4..8], &[0, 0, 5, 0]);
    assert_eq!(header_i32(&bytes, 0x08), 1);
    assert_eq!(header_i32(&bytes, 0x0C), 123456);
    assert_eq!(
        header_i32(&bytes, 0x10),
        0x90,
        "the state list follows the v5 header"
    );
    assert_eq!(header_i32(&bytes, 0x1C), 3, "states");
    assert_eq!(header_i32(&bytes, 0x24), 3, "conditions");
    assert_eq!(header_i32(&bytes, 0x2C) as usize, fxr.root.count_nodes());
    assert_eq!(
        header_i32(&bytes, 0x5C),
        3,
        "one section 10 per StateConfigMap"
    );
    // Sections start on 16-byte boundaries, in header order.
    let mut previous = 0;
    for slot in (0x10..0x68).step_by(8).chain((0x70..0x88).step_by(8)) {
        let at = header_i32(&bytes, slot);
        assert_eq!(at % 16, 0, "section at header {slot:#x}");
        assert!(at >= previous, "sections in order");
        previous = at;
    }
    assert_eq!(bytes.len() % 16, 0);
    // The root is the first node record; its first child is the record right after it.
    let nodes = header_i32(&bytes, 0x28) as usize;
    assert_eq!(i16::from_le_bytes([bytes[nodes], bytes[nodes + 1]]), 2000);
    let children = u64::from_le_bytes(
        bytes[nodes + 0x28..nodes + 0x30]
            .try_into()
            .expect("8 bytes"),
    );
    assert_eq!(children as usize, nodes + 0x30);
}

#[test]
fn fixture_survives_corruption() {
    let bytes = write(&fixture(LayoutStyle::Legacy)).expect("writes");
    sweep_corruptions(&bytes, true, |d: &[u8]| read(d));
}

#[test]
fn v4_writes_and_refuses_v5_lists() {
    let mut fxr = fixture(LayoutStyle::Legacy);
    fxr.version = FxrVersion::V4;
    assert!(matches!(write(&fxr), Err(FormatError::Unsupported { .. })));
    fxr.sfx_references.clear();
    fxr.external_values1.clear();
    fxr.external_values2.clear();
    fxr.game = Game::DarkSouls3;
    let bytes = write(&fxr).expect("v4 writes");
    assert_eq!(
        header_i32(&bytes, 0x10),
        0x70,
        "the state list follows the v4 header"
    );
    assert_eq!(read(&bytes).expect("reads"), fxr);
}

/// A minimal version 5 file with the given root actions.
fn minimal(root_actions: &[i16], game: Game) -> Fxr {
    let mut root = Node::new(NodeType::Root);
    root.actions = root_actions.iter().map(|&t| Action::new(t)).collect();
    Fxr {
        version: FxrVersion::V5,
        id: 1,
        game,
        states: vec![State::default()],
        root,
        sfx_references: vec![],
        external_values1: vec![],
        external_values2: vec![],
        layout_style: LayoutStyle::Legacy,
        file_layout: None,
    }
}

#[test]
fn game_detection_on_constructed_files() {
    // (root actions, game written, game detected)
    let cases: [(&[i16], Game, Game); 4] = [
        (&[10100, 10400, 10500], Game::Sekiro, Game::Sekiro),
        (
            &[700, 10100, 10400, 10500],
            Game::EldenRing,
            Game::EldenRing,
        ),
        (
            &[700, 10100, 10400, 10500],
            Game::Nightreign,
            Game::Nightreign,
        ),
        (&[10100], Game::Unknown, Game::Unknown),
    ];
    for (actions, written, detected) in cases {
        let bytes = write(&minimal(actions, written)).expect("writes");
        assert_eq!(
            bytes[4],
            u8::from(written == Game::Nightreign),
            "flag at 0x04"
        );
        assert_eq!(parse(&bytes).game, detected, "{actions:?}");
    }
    // A RandomFraction type enum B of 12 is Sekiro's, 16 Elden Ring's.
    for (enum_b, detected) in [(12, Game::Sekiro), (16, Game::EldenRing)] {
        let mut fxr = minimal(&[], Game::Unknown);
        let mut action = Action::new(10500);
        action
            .properties1
            .push(Property::scalar(2.0).with_modifiers(vec![Modifier {
                modifier_type: ModifierType::RandomFraction,
                value_type: ValueType::Scalar,
                type_enum_b: enum_b,
                fields: vec![int(1), float(0.5)],
                properties: vec![],
            }]));
        fxr.root.actions.push(action);
        assert_eq!(parse(&write(&fxr).expect("writes")).game, detected);
    }
}

#[test]
#[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
fn detection_of_the_samples() {
    for (name, game) in [
        (ER, Game::EldenRing),
        (AC6, Game::ArmoredCore6),
        (DS3, Game::DarkSouls3),
    ] {
        let Some(data) = sample(name) else { return };
        assert_eq!(parse(&data).game, game, "{name}");
    }
}

#[test]
fn raw_values_table() {
    // (operand, stored type, stored value bits)
    let operands = [
        (Operand::Literal(1.0), -4i16, Some(0x3F80_0000u32)),
        (Operand::External(3), -3, Some(3)),
        (Operand::StateTime, -1, None),
        (
            Operand::Unknown {
                raw_type: -2,
                value: None,
            },
            -2,
            None,
        ),
        (
            Operand::Unknown {
                raw_type: -1,
                value: Some(9),
            },
            -1,
            Some(9),
        ),
    ];
    for (operand, raw_type, value) in operands {
        assert_eq!(operand.raw(), (raw_type, value));
        assert_eq!(Operand::from_raw(raw_type, value), operand);
    }
    for (node_type, raw) in [
        (NodeType::Root, 2000),
        (NodeType::Proxy, 2001),
        (NodeType::LevelsOfDetail, 2002),
        (NodeType::Basic, 2200),
        (NodeType::NodeEmitter, 2202),
        (NodeType::Unknown(7), 7),
    ] {
        assert_eq!(node_type.raw(), raw);
        assert_eq!(NodeType::from_raw(raw), node_type);
    }
    for (config_type, raw) in [
        (ConfigType::LevelsOfDetail, 1002),
        (ConfigType::Basic, 1004),
        (ConfigType::NodeEmitter, 1005),
        (ConfigType::Unknown(1), 1),
    ] {
        assert_eq!(config_type.raw(), raw);
        assert_eq!(ConfigType::from_raw(raw), config_type);
    }
    assert_eq!(ConditionOperator(11).comparison(), Comparison::Greater);
    assert_eq!(
        ConditionOperator::new(Comparison::Greater),
        ConditionOperator(11)
    );
    assert_eq!(Field::from_f32(1.0), Field(0x3F80_0000));
    assert_eq!(Field::from_i32(-1), Field(u32::MAX));
    assert!(Field::from_bool(true).as_bool());
}

#[test]
fn writing_refuses_what_reading_would_refuse() {
    let mut fxr = minimal(&[700], Game::EldenRing);
    let mut action = Action::new(10500);
    action.properties1.push(Property::new(
        ValueType::Vec2,
        PropertyFunction::Constant,
        false,
        vec![int(1)],
    ));
    fxr.root.actions.push(action);
    assert!(matches!(
        write(&fxr),
        Err(FormatError::Invalid {
            what: "property field count",
            ..
        })
    ));
    fxr.root.actions[1].properties1[0].fields.push(int(2));
    assert!(write(&fxr).is_ok());
    fxr.root.actions[1].properties1[0]
        .modifiers
        .push(Modifier::new(
            ModifierType::RandomDelta,
            ValueType::Scalar,
            Game::EldenRing,
            vec![int(1)],
            vec![],
        ));
    assert!(matches!(
        write(&fxr),
        Err(FormatError::Invalid {
            what: "modifier counts",
            ..
        })
    ));
    fxr.root.actions[1].properties1[0].modifiers.clear();
    // A modifier-owned property cannot hold modifiers.
    let mut factor = Property::scalar(2.0);
    factor.modifiers.push(Modifier::new(
        ModifierType::RandomDelta,
        ValueType::Scalar,
        Game::EldenRing,
        vec![int(1), float(1.0)],
        vec![],
    ));
    fxr.root.actions[1].properties1[0]
        .modifiers
        .push(Modifier::new(
            ModifierType::ExternalValue1,
            ValueType::Vec2,
            Game::EldenRing,
            vec![int(0)],
            vec![factor],
        ));
    assert!(matches!(
        write(&fxr),
        Err(FormatError::Invalid {
            what: "modifier property",
            ..
        })
    ));
    // Deeper than the reader accepts.
    let mut deep = Node::new(NodeType::Basic);
    for _ in 0..MAX_NODE_DEPTH + 1 {
        let mut parent = Node::new(NodeType::Basic);
        parent.children.push(deep);
        deep = parent;
    }
    let mut fxr = minimal(&[700], Game::EldenRing);
    fxr.root.children.push(deep);
    assert!(write(&fxr).is_err());
}

#[test]
fn bad_input_is_an_error_with_its_offset() {
    let bytes = write(&fixture(LayoutStyle::Legacy)).expect("writes");

    let mut bad = bytes.clone();
    bad[0] = b'G';
    assert!(matches!(
        read(&bad),
        Err(FormatError::BadMagic { offset: 0, .. })
    ));

    let mut bad = bytes.clone();
    bad[6] = 6;
    assert!(matches!(
        read(&bad),
        Err(FormatError::Unsupported { offset: 6, .. })
    ));

    // The root's children offset pointing back at the root: a cycle, refused, not followed.
    let nodes = header_i32(&bytes, 0x28) as usize;
    let mut bad = bytes.clone();
    bad[nodes + 0x28..nodes + 0x30].copy_from_slice(&(nodes as u64).to_le_bytes());
    assert!(read(&bad).is_err());

    // A property whose field count does not fit its function (the root's One property, which
    // has no fields, claiming one).
    let properties = header_i32(&bytes, 0x40) as usize;
    let mut bad = bytes.clone();
    bad[properties + 8] = 1;
    match read(&bad) {
        Err(FormatError::Invalid { offset, what, .. }) => {
            assert_eq!(offset, properties as u64);
            assert_eq!(what, "property field count");
        }
        other => panic!("expected an invalid field count, got {other:?}"),
    }

    // A huge action count is refused before anything is allocated for it.
    let mut bad = bytes;
    bad[nodes + 0x0C..nodes + 0x10].copy_from_slice(&i32::MAX.to_le_bytes());
    assert!(matches!(read(&bad), Err(FormatError::UnexpectedEof { .. })));
}

fn u64_at(data: &[u8], offset: usize) -> u64 {
    u64::from_le_bytes(data[offset..offset + 8].try_into().expect("8 bytes"))
}

fn put_u64(data: &mut [u8], offset: usize, value: u64) {
    data[offset..offset + 8].copy_from_slice(&value.to_le_bytes());
}

/// The offset of record `index` of header section `section` (0 state list … 10 fields).
fn record_at(data: &[u8], section: usize, index: usize, size: usize) -> usize {
    header_i32(data, 0x10 + 8 * section) as usize + index * size
}

/// Files disagree on where empty lists point (tools, and the games' exporters by action): a
/// file whose empty lists point against its style's rule (one at 0 where the style points it,
/// one at an offset of its own where the style says 0) is written back byte for byte; after a
/// value edit only that value's bytes change; after a record is added the file still reads.
#[test]
fn empty_lists_point_where_the_file_had_them() {
    let mut bytes = write(&fixture(LayoutStyle::Legacy)).expect("writes");
    // The root's first action (700) has no properties: Legacy points the list where they
    // would be. This file has 0 there.
    let action = record_at(&bytes, 5, 0, 0x40);
    assert_eq!(i16::from_le_bytes([bytes[action], bytes[action + 1]]), 700);
    assert_ne!(
        u64_at(&bytes, action + 0x30),
        0,
        "the rule points it somewhere"
    );
    put_u64(&mut bytes, action + 0x30, 0);
    // A node's empty configs list, 0 by every rule, points at the actions section here.
    let root = record_at(&bytes, 3, 0, 0x30);
    assert_eq!(u64_at(&bytes, root + 0x18), 0, "the root has no configs");
    let elsewhere = header_i32(&bytes, 0x10 + 8 * 5) as u64;
    put_u64(&mut bytes, root + 0x18, elsewhere);

    let fxr = read(&bytes).expect("reads");
    assert_eq!(write(&fxr).expect("writes"), bytes, "byte for byte");

    // A value edit: the 10100 action's second field.
    let mut edited = fxr.clone();
    let action = edited
        .root
        .actions
        .iter_mut()
        .find(|a| a.action_type == 10100)
        .expect("the fixture's 10100");
    action.fields1[1] = int(7);
    let written = write(&edited).expect("writes");
    let differing: Vec<usize> = (0..bytes.len())
        .filter(|&i| written[i] != bytes[i])
        .collect();
    assert_eq!(written.len(), bytes.len());
    assert_eq!(differing.len(), 1, "one byte of the field: {differing:?}");
    assert_eq!(
        i32::from_le_bytes(written[differing[0]..differing[0] + 4].try_into().unwrap()),
        7
    );

    // A record added: the sections move, the recorded offsets no longer hold; the lists that
    // were at 0 stay at 0 and the file reads back as the tree.
    edited.root.actions.push(Action::new(700));
    let written = write(&edited).expect("writes");
    let back = read(&written).expect("reads");
    assert_eq!(back, edited);
    let action = record_at(&written, 5, 0, 0x40);
    assert_eq!(u64_at(&written, action + 0x30), 0, "still at 0");
}

/// The section 10 records are in the fields' order: per node, its configs' actions before its
/// own (as the games write them), not in action record order.
#[test]
fn section10_records_follow_the_fields_order() {
    let mut map = Action::new(STATE_CONFIG_MAP);
    map.section10s = vec![vec![int(0)]];
    let mut config_action = Action::new(10015);
    config_action.section10s = vec![vec![int(1), int(2)]];
    let node = Node {
        node_type: NodeType::from_raw(2001),
        configs: vec![Config {
            config_type: ConfigType::from_raw(1004),
            actions: vec![config_action],
        }],
        actions: vec![map],
        children: vec![],
    };
    let mut fxr = minimal(&[], Game::EldenRing);
    fxr.root.children.push(node);
    let bytes = write(&fxr).expect("writes");
    let sections = header_i32(&bytes, 0x10 + 8 * 9) as u64;
    // Action records: the root's none, then the node's own (199), then its config's (10015).
    let own = record_at(&bytes, 5, 0, 0x40);
    let of_config = record_at(&bytes, 5, 1, 0x40);
    assert_eq!(
        i16::from_le_bytes([bytes[own], bytes[own + 1]]),
        STATE_CONFIG_MAP
    );
    assert_eq!(
        u64_at(&bytes, of_config + 0x28),
        sections,
        "the config's first"
    );
    assert_eq!(
        u64_at(&bytes, own + 0x28),
        sections + 0x10,
        "then the node's own"
    );
    let back = read(&bytes).expect("reads");
    assert_eq!(back.root, fxr.root);
    assert_eq!(write(&back).expect("writes"), bytes);
}

/// An action with section 10s and properties (Nightreign's 10015) has its section 10s'
/// fields right after its own fields, before its properties' fields, as the game writes it: so
/// written, it reads back in the games' order (not as a tool's grouped one), byte for byte.
#[test]
fn section10_fields_come_before_the_properties_fields() {
    let mut action = Action::new(10015);
    action.fields1 = vec![int(7)];
    action.section10s = vec![vec![int(1), int(2)]];
    action.properties1 = vec![Property::scalar(0.5), Property::scalar(0.25)];
    let node = Node {
        node_type: NodeType::from_raw(2001),
        configs: vec![Config {
            config_type: ConfigType::from_raw(1004),
            actions: vec![action.clone(), action],
        }],
        actions: vec![],
        children: vec![],
    };
    let mut fxr = minimal(&[], Game::Nightreign);
    fxr.root.children.push(node);
    let bytes = write(&fxr).expect("writes");
    let first = record_at(&bytes, 5, 0, 0x40);
    let fields = u64_at(&bytes, first + 0x20);
    let section10 = u64_at(&bytes, u64_at(&bytes, first + 0x28) as usize);
    let properties = u64_at(&bytes, first + 0x30) as usize;
    let property_fields = u64_at(&bytes, properties + 0x10);
    assert_eq!(section10, fields + 4, "right after the action's one field");
    assert_eq!(property_fields, section10 + 8, "then the properties'");
    let back = read(&bytes).expect("reads");
    assert_eq!(back.root, fxr.root);
    assert_eq!(
        back.file_layout.as_ref().map(|l| l.record_order),
        Some(RecordOrder::Game)
    );
    assert_eq!(write(&back).expect("writes"), bytes);
}

/// Some modding tools lay records and fields out otherwise than the games (configs and actions
/// in node record order, fields grouped by record kind). Such a file reads as the same tree,
/// is recognised, and is written back in its own order byte for byte; the games' files read
/// as the games' order.
#[test]
fn files_in_the_tools_order_are_written_back_in_it() {
    let fxr = fixture(LayoutStyle::Legacy);
    let game_order = write(&fxr).expect("writes");
    let read_layout = |bytes: &[u8]| read(bytes).expect("reads").file_layout.expect("read");
    assert_eq!(read_layout(&game_order).record_order, RecordOrder::Game);

    let mut tools = fxr.clone();
    tools.file_layout = Some(FileLayout {
        sections: [(0, 0); 11],
        empty_lists: Vec::new(),
        record_order: RecordOrder::Grouped,
    });
    let grouped = write(&tools).expect("writes");
    assert_ne!(grouped, game_order);
    assert_eq!(
        grouped.len(),
        game_order.len(),
        "the same records, elsewhere"
    );
    // The first property's fields come after every action's.
    let actions = header_i32(&grouped, 0x10 + 8 * 5) as usize;
    let action_fields: Vec<u64> = (0..header_i32(&grouped, 0x10 + 8 * 5 + 4) as usize)
        .map(|a| actions + 0x40 * a)
        .filter(|&record| {
            header_i32(&grouped, record + 0x08) + header_i32(&grouped, record + 0x14) > 0
        })
        .map(|record| u64_at(&grouped, record + 0x20))
        .collect();
    let properties = header_i32(&grouped, 0x10 + 8 * 6) as usize;
    let first_property_fields = (0..header_i32(&grouped, 0x10 + 8 * 6 + 4) as usize)
        .map(|i| properties + 0x28 * i)
        .filter(|&record| header_i32(&grouped, record + 0x08) > 0)
        .map(|record| u64_at(&grouped, record + 0x10))
        .min()
        .expect("a property with fields");
    assert!(action_fields.iter().all(|&at| at < first_property_fields));
    assert!(
        action_fields.windows(2).all(|w| w[0] < w[1]),
        "in action order"
    );

    let back = read(&grouped).expect("reads");
    // Written so, the linked property has a copy of its own: the same tree otherwise.
    let mut plain = fxr.clone();
    drop_fields_layouts(&mut plain.root);
    assert_eq!(back, plain, "the same tree");
    assert_eq!(
        back.file_layout.as_ref().map(|l| l.record_order),
        Some(RecordOrder::Grouped)
    );
    assert_eq!(write(&back).expect("writes"), grouped, "byte for byte");
}

/// Removes every property's fields layout (linked copies, stale values) below `node`.
fn drop_fields_layouts(node: &mut Node) {
    let actions = node
        .actions
        .iter_mut()
        .chain(node.configs.iter_mut().flat_map(|c| c.actions.iter_mut()));
    for action in actions {
        for property in action.properties1.iter_mut().chain(&mut action.properties2) {
            property.layout = None;
        }
    }
    node.children.iter_mut().for_each(drop_fields_layouts);
}

/// A Dark Souls 3 file with one Tracer (10012) per `leads` entry: every field slot at its
/// definition's default except `bloom` (true) and `bloomColor` (0.25, 0.5, 0.75, 0.125),
/// each action's fields2 preceded by the given lead word, if any.
fn dark_souls_3_tracers(leads: &[Option<i32>]) -> Fxr {
    let def = actions::definition(10012, Game::DarkSouls3).expect("DS3 has the Tracer");
    let defaults = |defs: &[actions::FieldDef]| -> Vec<Field> {
        defs.iter().map(|f| Field(f.default.to_bits())).collect()
    };
    let bloom = def.field2_index("bloom").expect("bloom");
    let colour = def.field2_index("bloomColor").expect("bloomColor");
    let basic = Config {
        config_type: ConfigType::Basic,
        actions: (0..15).map(|_| Action::new(0)).collect(),
    };
    let tracers = leads.iter().map(|lead| {
        let mut fields2 = defaults(def.fields2);
        fields2[bloom] = Field::from_bool(true);
        for (k, v) in [0.25, 0.5, 0.75, 0.125].into_iter().enumerate() {
            fields2[colour + k] = float(v);
        }
        Action {
            fields1: defaults(def.fields1),
            fields2,
            fields2_lead: lead.map(Field::from_i32),
            properties1: def
                .properties1
                .iter()
                .map(|p| Property::scalar(p.default[0]))
                .collect(),
            properties2: def
                .properties2
                .iter()
                .map(|p| Property::scalar(p.default[0]))
                .collect(),
            ..Action::new(10012)
        }
    });
    let mut node = Node::new(NodeType::Basic);
    for tracer in tracers {
        // The appearance slot of a Basic config.
        let mut config = basic.clone();
        config.actions[9] = tracer;
        node.configs.push(config);
    }
    let mut root = Node::new(NodeType::Root);
    root.children.push(node);
    Fxr {
        version: FxrVersion::V4,
        id: 2001,
        game: Game::DarkSouls3,
        states: vec![State::default()],
        root,
        sfx_references: vec![],
        external_values1: vec![],
        external_values2: vec![],
        layout_style: LayoutStyle::Legacy,
        file_layout: None,
    }
}

/// Some Dark Souls 3 Tracer records store -2 before their fields2, counted with them (the
/// EvenTorset/fxr library skips it): read, it is kept apart so that every fields2 slot is
/// the one its definition names, and written back where it was, byte for byte.
#[test]
fn a_dark_souls_3_tracers_lead_word_is_skipped_and_written_back() {
    let def = actions::definition(10012, Game::DarkSouls3).expect("DS3 has the Tracer");
    let n1 = def.fields1.len();
    let n2 = def.fields2.len();
    let built = dark_souls_3_tracers(&[Some(TRACER_FIELDS2_LEAD), None]);
    let bytes = write(&built).expect("writes");
    // The first action record is the first config's Tracer (slot 9 after nine empty ones).
    let actions_at = header_i32(&bytes, 0x38) as usize;
    let counts = |record: usize| {
        let at = actions_at + 0x40 * record;
        (header_i32(&bytes, at + 0x08), header_i32(&bytes, at + 0x14))
    };
    let fields_of = |record: usize| u64_at(&bytes, actions_at + 0x40 * record + 0x20) as usize;
    assert_eq!(
        counts(9),
        (n1 as i32, n2 as i32 + 1),
        "the lead word is counted"
    );
    assert_eq!(counts(24), (n1 as i32, n2 as i32), "no lead word");
    assert_eq!(
        header_i32(&bytes, fields_of(9) + 4 * n1),
        -2,
        "the lead word opens fields2"
    );
    let back = parse(&bytes);
    assert_eq!(back, built, "read(write(x)) == x");
    let tracers = of_type(&back, 10012);
    assert_eq!(tracers[0].fields2_lead, Some(Field::from_i32(-2)));
    assert_eq!(tracers[1].fields2_lead, None);
    for tracer in tracers {
        assert_eq!(tracer.fields2.len(), n2);
        let bloom = def.field2_index("bloom").unwrap();
        let colour = def.field2_index("bloomColor").unwrap();
        assert!(tracer.fields2[bloom].as_bool(), "bloom from its own slot");
        assert_eq!(
            floats(&tracer.fields2[colour..colour + 4]),
            [0.25, 0.5, 0.75, 0.125],
            "bloomColor from its own slots"
        );
    }
    assert_eq!(write(&back).expect("writes again"), bytes, "byte for byte");
}

/// Only Dark Souls 3's Tracer is read so: a version 5 Tracer, or another DS3 action, whose
/// fields2 start with -2 keeps it as its first slot.
#[test]
fn a_leading_minus_two_elsewhere_is_an_ordinary_slot() {
    let mut er = minimal(&[10012], Game::EldenRing);
    er.root.actions[0].fields2 = vec![int(-2), int(7)];
    let back = parse(&write(&er).expect("writes"));
    assert_eq!(back.root.actions[0].fields2, [int(-2), int(7)]);
    assert_eq!(back.root.actions[0].fields2_lead, None);

    let mut ds3 = dark_souls_3_tracers(&[None]);
    let config = &mut ds3.root.children[0].configs[0];
    config.actions[9].action_type = 606;
    config.actions[9].fields2[0] = int(-2);
    let bytes = write(&ds3).expect("writes");
    let back = parse(&bytes);
    assert_eq!(back, ds3);
    assert_eq!(of_type(&back, 606)[0].fields2[0], int(-2));
}

/// The fixture with a RandomRange modifier on every Basic config's duration and on the
/// property linked to it, the linked one flagged to share its copy's modifier records when
/// `shared`.
fn fixture_with_linked_modifiers(shared: bool) -> Fxr {
    fn give(node: &mut Node, shared: bool) {
        let modifier = Modifier::new(
            ModifierType::RandomRange,
            ValueType::Scalar,
            Game::ArmoredCore6,
            vec![int(3), float(-0.5), float(0.5)],
            vec![],
        );
        for config in node
            .configs
            .iter_mut()
            .filter(|c| c.config_type == ConfigType::Basic)
        {
            config.actions[0].properties1[0].modifiers = vec![modifier.clone()];
            let linked = &mut config.actions[8].properties1[0];
            linked.modifiers = vec![modifier.clone()];
            if let Some(layout) = linked.layout.as_mut() {
                layout.shares_earlier_modifiers = shared;
            }
        }
        node.children.iter_mut().for_each(|c| give(c, shared));
    }
    let mut fxr = fixture(LayoutStyle::Legacy);
    give(&mut fxr.root, shared);
    fxr
}

/// The property linked to the first Basic config's duration.
fn first_linked(fxr: &mut Fxr) -> &mut Property {
    &mut fxr.root.children[0].configs[0].actions[8].properties1[0]
}

/// The linked properties (records pointing at an earlier copy's fields).
fn linked_properties(fxr: &Fxr) -> Vec<&Property> {
    fxr.properties()
        .into_iter()
        .filter(|p| p.layout.as_ref().is_some_and(|l| l.shares_earlier_copy))
        .collect()
}

/// A linked property with modifiers points at its copy's modifier records, as Elden Ring's
/// and Nightreign's files do (docs/corpus.md, linked properties): read so and written back
/// byte for byte; once its modifiers are edited it gets records of its own again.
#[test]
fn a_linked_property_shares_its_copys_modifier_records() {
    let separate = fixture_with_linked_modifiers(false);
    let shared = fixture_with_linked_modifiers(true);
    let separate_bytes = write(&separate).expect("writes");
    let shared_bytes = write(&shared).expect("writes");
    let linked = linked_properties(&shared).len();
    assert_eq!(linked, 2, "one per Basic config");
    assert_eq!(
        header_i32(&separate_bytes, 0x4C) - header_i32(&shared_bytes, 0x4C),
        linked as i32,
        "one modifier record fewer per sharing property"
    );
    // A 0x20-byte record and three fields each, less what section alignment took.
    let saved = separate_bytes.len() - shared_bytes.len();
    assert!(
        (linked * 0x20..=linked * (0x20 + 12)).contains(&saved),
        "{saved}"
    );

    let back = parse(&shared_bytes);
    assert_eq!(back, shared, "read back with the flag");
    assert_eq!(write(&back).expect("writes"), shared_bytes, "byte for byte");
    assert_eq!(
        parse(&separate_bytes),
        separate,
        "records of its own: no flag"
    );

    // An edit of one linked property's modifier: that one is written with its own records.
    let mut edited = back;
    first_linked(&mut edited).modifiers[0].fields[1] = float(-0.25);
    let bytes = write(&edited).expect("writes");
    assert_eq!(
        header_i32(&bytes, 0x4C),
        header_i32(&shared_bytes, 0x4C) + 1
    );
    let mut reread = parse(&bytes);
    let second = reread.root.children[0].children[0].configs[0].actions[8].properties1[0].clone();
    let first = first_linked(&mut reread);
    assert_eq!(floats(&first.modifiers[0].fields)[1], -0.25);
    assert!(
        first
            .layout
            .as_ref()
            .is_some_and(|l| !l.shares_earlier_modifiers)
    );
    assert!(
        second
            .layout
            .as_ref()
            .is_some_and(|l| l.shares_earlier_modifiers)
    );
    assert_eq!(write(&reread).expect("writes"), bytes, "stable");
}
