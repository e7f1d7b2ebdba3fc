import Testing

@_spi(Generated) @testable import Switchyard

private enum ProductTab: String, Decodable {
    case details, reviews
}

private enum Size: Int, Decodable {
    case small = 1, large = 2
}

private struct Coupon: Decodable, Sendable, Equatable {
    let code: String
}

private struct ProductArguments: Decodable {
    let id: Int
    let price: Double
    let gift: Bool
    let tab: ProductTab
    let size: Size?
    let note: String?
    let tag: [String]
    let coupon: Coupon?
}

/// The parameters of `url` opened on the sample table, with `params` passed explicitly.
private func parameters(_ url: String, _ params: [String: any Sendable] = [:]) throws -> RouteParameters {
    let router = Router()
    router.register([sampleTable()])
    return try router.resolve(url, params: params).get().request.parameters
}

@Suite("Parameters mapped onto a Decodable type (TheRouter's KVC mapping, typed)")
struct ParameterDecodingTests {
    @Test func everyPropertyIsReadAndConvertedFromItsParameter() throws {
        let coupon = Coupon(code: "SPRING")
        let arguments = try parameters(
            "app://product/42?price=9.5&gift=yes&tab=reviews&size=2&tag=a&tag=b", ["coupon": coupon]
        ).decode(ProductArguments.self)
        #expect(arguments.id == 42)  // from the path
        #expect(arguments.price == 9.5 && arguments.gift && arguments.tab == .reviews && arguments.size == .large)
        #expect(arguments.note == nil)  // absent: an optional is nil
        #expect(arguments.tag == ["a", "b"])  // every repeated query item, in order
        #expect(arguments.coupon == coupon)  // an explicit value of the property's type, kept
    }

    @Test func explicitValuesAreConvertedOrKept() throws {
        struct Counts: Decodable {
            let count: Double
            let ids: [Int]
            let label: String
        }
        let counts = try parameters("app://product/1", ["count": 3, "ids": ["7", "8"], "label": 12]).decode(Counts.self)
        #expect(counts.count == 3 && counts.ids == [7, 8] && counts.label == "12")
    }

    @Test func errorsNameTheKeyWhatWasFoundAndWhereItCameFrom() throws {
        let base = "app://product/42?price=9.5&gift=yes&tab=reviews&tag=a"
        let missing = #expect(throws: RouteParameterError.self) {
            try parameters("app://product/42?price=1&gift=no").decode(ProductArguments.self)
        }
        #expect(missing?.description == "missing parameter 'tab' (ProductTab); add it to the URL or pass it in params")
        let notNumber = #expect(throws: RouteParameterError.self) {
            try parameters("app://product/42?price=cheap&gift=yes&tab=reviews").decode(ProductArguments.self)
        }
        #expect(
            notNumber?.description == "parameter 'price' is 'cheap' (from the URL's query), which is not a valid Double"
        )
        let notACase = #expect(throws: RouteParameterError.self) {
            try parameters(base + "&size=9").decode(ProductArguments.self)
        }
        #expect(notACase?.description == "parameter 'size' is '9' (from the URL's query), which is not a valid Size")
        let notAStruct = #expect(throws: RouteParameterError.self) {
            try parameters(base, ["coupon": "SPRING"]).decode(ProductArguments.self)
        }
        #expect(notAStruct?.key == "coupon" && notAStruct?.expected == "Coupon")
        let notAnElement = #expect(throws: RouteParameterError.self) {
            try parameters("app://product/1?count=2&ids=7&ids=x").decode([String: [Int]].self)
        }
        #expect(notAnElement?.description == "parameter 'ids' is 'x' (from the URL's query), which is not a valid Int")
        #expect(throws: RouteParameterError.self) { try parameters(base).decode(Int.self) }
    }

    @Test func theRoutersOwnKeysAreNotFields() throws {
        struct Shown: Decodable {
            let id: Int
            let jumpType: Int?
            let tabIndex: Int?
        }
        let shown = try parameters("app://product/42?jumpType=1&tabIndex=2").decode(Shown.self)
        #expect(shown.id == 42 && shown.jumpType == nil && shown.tabIndex == nil)
        struct Required: Decodable { let tabBarSelecIndex: Int }
        let error = #expect(throws: RouteParameterError.self) {
            try parameters("app://product/42?tabBarSelecIndex=1").decode(Required.self)
        }
        #expect(error?.description.hasPrefix("parameter 'tabBarSelecIndex' is read by the router itself") == true)
        // Every other parameter, as text: a dictionary's keys are the fields.
        let all = try parameters("app://product/42?jumpType=1&from=home").decode([String: String].self)
        #expect(all == ["id": "42", "from": "home"])
    }
}
