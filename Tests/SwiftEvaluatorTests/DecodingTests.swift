import Foundation
import SwiftEvaluator
import Testing

/// `JSONDecoder` as widget code uses it for preview data and bundled files: the source's own
/// types, decoded as Swift's `Decodable` does, and the errors Swift throws.
@Suite struct DecodingTests {
    static let forecast = #"""
    struct Forecast: Decodable {
        let city: String
        let highs: [Int]
        let condition: Condition
        let note: String?
        let updated: Date
        let station: Station
        enum CodingKeys: String, CodingKey {
            case city = "city_name", highs, condition, note, updated, station
        }
    }
    struct Station: Decodable { let id: Int; let elevation: Double }
    enum Condition: String, Decodable { case sunny, rain }
    let json = """
    {"city_name": "Lisbon", "highs": [21, 23], "condition": "rain", "updated": 1780911660, "station": {"id": 8, "elevation": 77}}
    """
    func decoded() -> Forecast? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try? decoder.decode(Forecast.self, from: json.data(using: .utf8)!)
    }
    """#

    @Test func aDeclaredStructIsDecodedUnderItsCodingKeys() throws {
        #expect(try EvaluatorTests.text(Self.forecast, "decoded()!.city") == "Lisbon")
        #expect(try EvaluatorTests.text(Self.forecast, "decoded()!.highs.reduce(0, +)") == "44")
        #expect(try EvaluatorTests.text(Self.forecast, "decoded()!.condition == .rain") == "true")
        #expect(try EvaluatorTests.text(Self.forecast, "decoded()!.note ?? \"none\"") == "none")
        #expect(try EvaluatorTests.text(Self.forecast, "decoded()!.station.elevation") == "77.0")
        #expect(try EvaluatorTests.text(Self.forecast, "decoded()!.updated == Date(timeIntervalSince1970: 1780911660)") == "true")
    }

    /// A custom date strategy the source declares (iVarsom's `.varsomDate`) is said to be the
    /// source's own, not run, rather than "not provided" as if the code lacked it.
    @Test func aCustomStrategyTheSourceDeclaresIsSaidToBeItsOwn() throws {
        let declared = Self.forecast.replacingOccurrences(of: ".secondsSince1970", with: ".stamped") + """

        extension JSONDecoder.DateDecodingStrategy {
            static let stamped = custom { decoder in
                Date(timeIntervalSince1970: try decoder.singleValueContainer().decode(Double.self))
            }
        }
        """
        let (_, messages) = try EvaluatorTests.evaluate(declared, "decoded()?.city ?? \"none\"")
        #expect(messages.map(\.text).contains("the date decoding strategy .stamped is a custom one the source declares, which the preview does not run; the date is a placeholder"),
                "\(messages.map(\.text))")
    }

    @Test func aMissingKeyOrWrongTypeThrowsAsSwiftDoes() throws {
        let missing = Self.forecast.replacingOccurrences(of: #""city_name": "Lisbon", "#, with: "")
        let (value, messages) = try EvaluatorTests.evaluate(missing, "decoded()")
        #expect(value.isNull)
        #expect(messages.isEmpty)
        let caught = #"""
        struct Count: Decodable { let value: Int }
        func read() -> String {
            do {
                let count = try JSONDecoder().decode(Count.self, from: Data(#"{"value": "seven"}"#.utf8))
                return "\(count.value)"
            } catch {
                return "failed"
            }
        }
        """#
        #expect(try EvaluatorTests.text(caught, "read()") == "failed")
    }

    @Test func anOwnInitFromDecoderReadsItsContainer() throws {
        let source = #"""
        struct Line: Decodable {
            let id: String
            let name: String
            let color: String
            init(from decoder: Decoder) throws {
                let values = try decoder.container(keyedBy: CodingKeys.self)
                id = try values.decode(String.self, forKey: .id)
                name = try values.decode(String.self, forKey: CodingKeys(rawValue: "english")!)
                color = values.contains(.color) ? try values.decode(String.self, forKey: .color) : "gray"
            }
            enum CodingKeys: String, CodingKey { case id, english, hebrew, color }
        }
        let lines = try! JSONDecoder().decode([Line].self, from: """
        [{"id": "3700", "english": "Tel Aviv", "hebrew": "תל אביב"}, {"id": "680", "english": "Jerusalem", "color": "red"}]
        """.data(using: .utf8)!)
        """#
        let (lines, messages) = try EvaluatorTests.evaluate(source, #"lines.map { "\($0.id) \($0.name) \($0.color)" }.joined(separator: ", ")"#)
        #expect(lines.description == "3700 Tel Aviv gray, 680 Jerusalem red", "\(messages.map(\.text))")
    }

    @Test func aGenericLoaderTakesItsTypeFromWhereTheResultGoes() throws {
        let source = #"""
        struct Stop: Codable { let name: String; let minutes: Int }
        func load<T: Decodable>(_ text: String) -> T {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            return try! decoder.decode(T.self, from: text.data(using: .utf8)!)
        }
        let stops: [Stop] = load(#"[{"name": "Harbour", "minutes": 4}, {"name": "Old Town", "minutes": 11}]"#)
        struct Trip: Decodable { let lineName: String; let stops: [Stop] }
        func trip() -> Trip { load(#"{"line_name": "28", "stops": []}"#) }
        """#
        #expect(try EvaluatorTests.text(source, "stops.last!.name") == "Old Town")
        #expect(try EvaluatorTests.text(source, "trip().lineName") == "28")
    }

    /// BlueWallet's `Bundle.main.decode([String: FiatUnit].self, from: "fiatUnits.json")`: a
    /// dictionary type given as `T.Type` names `T` in the generic loader.
    @Test func aDictionaryTypeGivenAsTheTypeArgumentIsDecoded() throws {
        let source = #"""
        struct FiatUnit: Codable { let endPointKey: String; let symbol: String }
        func decode<T: Decodable>(_ type: T.Type, from text: String) -> T {
            try! JSONDecoder().decode(T.self, from: text.data(using: .utf8)!)
        }
        let units = decode([String: FiatUnit].self, from: #"{"USD": {"endPointKey": "USD", "symbol": "$"}, "EUR": {"endPointKey": "EUR", "symbol": "€"}}"#)
        let lists = decode([[Int]].self, from: "[[1, 2], [3]]")
        """#
        #expect(try EvaluatorTests.text(source, #"units.first(where: { $1.endPointKey == "EUR" })!.value.symbol"#) == "€")
        #expect(try EvaluatorTests.text(source, "lists[1][0]") == "3")
    }

    @Test func anUnkeyedContainerIsReadInOrder() throws {
        let source = #"""
        struct Point: Decodable {
            let x: Double
            let y: Double
            init(from decoder: Decoder) throws {
                var pair = try decoder.unkeyedContainer()
                x = try pair.decode(Double.self)
                y = try pair.decode(Double.self)
            }
        }
        let points = try! JSONDecoder().decode([Point].self, from: Data("[[1, 2], [3.5, 4]]".utf8))
        """#
        let (sum, messages) = try EvaluatorTests.evaluate(source, "points[1].x + points[0].y")
        #expect(sum.description == "5.5", "\(messages.map(\.text))")
    }
}
